import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READING_COMFORT_SCRIPT } from '@/lib/reading-comfort';
import ReadingControls from './reading-controls';

const html = document.documentElement;

/** A new page on this device: <html> as the server sends it, then the head's script. */
function openPage() {
  delete html.dataset.textSize;
  delete html.dataset.reading;
  window.eval(READING_COMFORT_SCRIPT);
}

/** The size as the control shows and says it (the last rendered, when a test renders a second). */
const sizeShown = () =>
  screen.getAllByText((_, element) => /^Text size \d+%$/.test(element?.textContent ?? '')).at(-1);

afterEach(() => {
  delete html.dataset.textSize;
  delete html.dataset.reading;
});

describe('reading controls', () => {
  it('makes the text larger a step at a time up to 200%, and says the size', async () => {
    const user = userEvent.setup();
    render(<ReadingControls />);
    expect(sizeShown()).toHaveTextContent('Text size 100%');
    expect(sizeShown()).toHaveAttribute('aria-live', 'polite');
    const larger = screen.getByRole('button', { name: 'Larger text' });

    await user.click(larger);
    expect(sizeShown()).toHaveTextContent('Text size 125%');
    expect(html).toHaveAttribute('data-text-size', '125');

    for (let step = 0; step < 5; step++) await user.click(larger);
    expect(sizeShown()).toHaveTextContent('Text size 200%');
    expect(larger).toHaveAttribute('aria-disabled', 'true');
  });

  it('remembers the size on this device and applies it on the next page before it renders', async () => {
    const user = userEvent.setup();
    render(<ReadingControls />);
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    await user.click(screen.getByRole('button', { name: 'Larger text' }));

    openPage();
    expect(html).toHaveAttribute('data-text-size', '150');
    render(<ReadingControls />);
    expect(sizeShown()).toHaveTextContent('Text size 150%');
  });

  it('goes back to 100% without leaving a size behind', async () => {
    const user = userEvent.setup();
    render(<ReadingControls />);
    await user.click(screen.getByRole('button', { name: 'Larger text' }));
    await user.click(screen.getByRole('button', { name: 'Smaller text' }));

    expect(html).not.toHaveAttribute('data-text-size');
    expect(screen.getByRole('button', { name: 'Smaller text' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    openPage();
    expect(html).not.toHaveAttribute('data-text-size');
  });

  it('turns reading mode on and off, pressed while on, and remembers it', async () => {
    const user = userEvent.setup();
    render(<ReadingControls />);
    const toggle = screen.getByRole('button', { name: 'Reading mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    openPage();
    expect(html).toHaveAttribute('data-reading');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    openPage();
    expect(html).not.toHaveAttribute('data-reading');
  });

  it('ignores a stored size it does not offer', () => {
    localStorage.setItem('text-size', '900');
    openPage();
    expect(html).not.toHaveAttribute('data-text-size');
  });
});
