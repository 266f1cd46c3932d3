import { buildChurchDay } from '@/testing/factories';
import { todayLineOf } from './today-line';

describe('the Today line', () => {
  it('names the season, its day, the feast and what the fast allows', () => {
    const annunciation = buildChurchDay({
      date: '2027-03-25',
      daysFromPascha: -38,
      season: { id: 'great-lent', name: 'Great Lent', day: 11 },
      feasts: [{ id: 'annunciation', name: 'Annunciation', rank: 'great' }],
      fast: {
        isFastDay: true,
        level: 'fish',
        reason: 'fasting-season',
        description: 'Great Lent, relaxed for the feast',
      },
    });

    expect(todayLineOf(annunciation)).toEqual({
      calendar: 'new',
      date: '2027-03-25',
      text: 'Great Lent · day 11 · Annunciation · fish, wine and oil allowed',
      more: 0,
      rest: '',
      fastNote:
        'Fasting as in the Russian tradition: fish, wine and oil allowed (no meat, dairy or eggs; fish, wine and oil are allowed).',
    });
  });

  it('greets Pascha, and the days after it', () => {
    const pascha = buildChurchDay({ daysFromPascha: 0 });
    const brightTuesday = buildChurchDay({
      daysFromPascha: 2,
      season: { id: 'bright-week', name: 'Bright Week', day: 3 },
      fast: {
        isFastDay: false,
        level: 'none',
        reason: 'fast-free-period',
        description: 'Bright Week: no fast',
      },
    });

    expect(todayLineOf(pascha).text).toBe('Pascha · Christ is risen!');
    expect(todayLineOf(brightTuesday).text).toBe(
      'Bright Week · day 3 · Christ is risen! · no fast',
    );
  });

  it('names a day after Pentecost by its weekday and week, as the Church counts them', () => {
    expect(todayLineOf(buildChurchDay()).text).toBe(
      'Wednesday of the 15th week after Pentecost · strict fast',
    );
  });

  it('never calls a day "Ordinary time"', () => {
    const theophany = buildChurchDay({
      date: '2026-01-19',
      calendar: 'old',
      season: { id: 'ordinary', name: 'After Pentecost', week: 33 },
      feasts: [{ id: 'theophany', name: 'Theophany', rank: 'great' }],
      fast: { isFastDay: false, level: 'none', reason: 'no-fast', description: '' },
    });
    expect(todayLineOf(theophany).text).toBe(
      'Monday of the 33rd week after Pentecost · Theophany · no fast',
    );
  });

  it('names the highest commemoration, says how many more, and the tone of the week', () => {
    const meeting = buildChurchDay({
      date: '2031-02-02',
      daysFromPascha: -70,
      season: { id: 'triodion', name: 'Triodion', day: 1 },
      feasts: [
        { id: 'meeting', name: 'Meeting of the Lord', rank: 'great' },
        {
          id: 'publican-pharisee',
          name: 'Sunday of the Publican and the Pharisee',
          rank: 'commemoration',
        },
      ],
      tone: 8,
      fast: { isFastDay: false, level: 'none', reason: 'fast-free-period', description: '' },
    });

    expect(todayLineOf(meeting)).toMatchObject({
      text: 'Triodion · day 1 · Meeting of the Lord',
      more: 1,
      rest: 'Tone 8 · no fast',
    });
  });

  it('names the tradition and what the level allows', () => {
    const greekFriday = buildChurchDay({
      tradition: 'greek',
      tone: 5,
      fast: { isFastDay: true, level: 'wine-oil', reason: 'friday', description: '' },
    });

    expect(todayLineOf(greekFriday)).toMatchObject({
      rest: '',
      fastNote:
        'Fasting as in the Greek tradition: wine and oil allowed (no meat, dairy, eggs or fish; wine and olive oil are allowed).',
    });
    expect(todayLineOf(greekFriday).text).toMatch(/· Tone 5 · wine and oil allowed$/);
  });
});
