import { quotePearl } from './quote-pearl';

describe('quotePearl', () => {
  it('puts plain words in quotation marks', () => {
    expect(quotePearl('Pray without ceasing.')).toBe('“Pray without ceasing.”');
  });

  it('keeps a body that already ends in a closing quotation mark as written', () => {
    expect(quotePearl('The Fathers said: “Humility.”')).toBe('The Fathers said: “Humility.”');
    expect(quotePearl('He answered, "Humility."')).toBe('He answered, "Humility."');
    expect(quotePearl('Il dit : « Humilité »')).toBe('Il dit : « Humilité »');
  });

  it('keeps a body that starts with an opening quotation mark as written', () => {
    expect(quotePearl('“Humility,” said the elder, “is the garment of God.”')).toBe(
      '“Humility,” said the elder, “is the garment of God.”',
    );
    expect(quotePearl('"Acquire the Spirit of peace."')).toBe('"Acquire the Spirit of peace."');
    expect(quotePearl('‘Be still.’')).toBe('‘Be still.’');
  });

  it('still quotes words that merely end in an apostrophe', () => {
    expect(quotePearl('Follow the saints’')).toBe('“Follow the saints’”');
  });

  it('leaves no space inside the marks', () => {
    expect(quotePearl('  Lord, have mercy.\n')).toBe('“Lord, have mercy.”');
  });
});
