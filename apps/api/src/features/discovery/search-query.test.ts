import { describe, expect, it } from 'vitest';
import { parseQuery, synonymsWorthAsking } from './search-query.js';

describe('synonymsWorthAsking', () => {
  it('leaves out a phrase holding all the words of the asked one or of a shorter synonym', () => {
    expect(synonymsWorthAsking(['liturgy'], [['mass'], ['divine', 'liturgy']])).toEqual([['mass']]);
    expect(
      synonymsWorthAsking(
        ['prayer', 'rule'],
        [
          ['rule', 'prayer'],
          ['daily', 'prayers'],
        ],
      ),
    ).toEqual([['daily', 'prayers']]);
    expect(synonymsWorthAsking(['communion'], [['eucharist'], ['holy', 'eucharist']])).toEqual([
      ['eucharist'],
    ]);
  });

  it('keeps every phrase that may find something the others do not', () => {
    expect(synonymsWorthAsking(['great', 'lent'], [['lent'], ['great', 'fast']])).toEqual([
      ['lent'],
      ['great', 'fast'],
    ]);
  });
});

describe('parseQuery', () => {
  it('leaves out the synonyms the asked words already cover', () => {
    expect(parseQuery('Liturgy')).toEqual([{ words: ['liturgy'], synonyms: [['mass']] }]);
  });
});
