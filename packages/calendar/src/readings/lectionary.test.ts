import { describe, expect, it } from 'vitest';
import antiochian from '../test-data/antiochian-readings-2025-2026.json' with { type: 'json' };
import { addDays, parseCivilDate } from '../civil-date.js';
import { readingsFor, type Reading } from './lectionary.js';

const liturgy = (date: string, calendar: 'new' | 'old' = 'new') =>
  readingsFor(date, calendar)
    .filter(({ service }) => service === 'liturgy')
    .map(({ display }) => display);

describe('readingsFor: the Pascha cycle', () => {
  it('reads Acts and John on Pascha and Thomas Sunday', () => {
    expect(liturgy('2025-04-20')).toEqual(['Acts 1:1–8', 'John 1:1–17']);
    expect(liturgy('2025-04-27')).toEqual(['Acts 5:12–20', 'John 20:19–31']);
  });

  it('begins Luke on the Monday after the Sunday after the Exaltation (the Lukan jump)', () => {
    // 2025: Exaltation on Sunday 14 September, the Sunday after it is the 21st.
    expect(liturgy('2025-09-22')).toEqual(['Galatians 4:28–5:10', 'Luke 3:19–22']);
    // The Epistle keeps its own course: 2 Corinthians through the autumn.
    expect(liturgy('2025-10-05')).toEqual(['2 Corinthians 6:16–7:1', 'Luke 6:31–36']);
  });

  it('reads Mark on the weekdays of the last weeks before the jump', () => {
    expect(liturgy('2025-09-19')).toEqual(['Galatians 4:8–21', 'Mark 6:45–53']);
  });

  it('gives the Old Testament readings of the Sixth Hour and Vespers on a weekday of Great Lent', () => {
    const cleanMonday = readingsFor('2026-02-23');
    expect(cleanMonday.map(({ service, kind, display }) => [service, kind, display])).toEqual([
      ['sixth-hour', 'ot', 'Isaiah 1:1–20'],
      ['vespers', 'ot', 'Genesis 1:1–13'],
      ['vespers', 'ot', 'Proverbs 1:1–20'],
    ]);
  });

  it('has no Liturgy readings on the weekdays of Lent without a Liturgy', () => {
    expect(liturgy('2026-03-04')).toEqual([]);
  });
});

describe('readingsFor: the great feasts and the days around them', () => {
  it.each([
    ['2025-09-08', 'Philippians 2:5–11', 'Luke 10:38–42; 11:27–28'],
    ['2025-11-21', 'Hebrews 9:1–7', 'Luke 10:38–42; 11:27–28'],
    ['2025-12-25', 'Galatians 4:4–7', 'Matthew 2:1–12'],
    ['2026-01-06', 'Titus 2:11–14; 3:4–7', 'Matthew 3:13–17'],
    ['2026-02-02', 'Hebrews 7:7–17', 'Luke 2:22–40'],
    ['2026-03-25', 'Hebrews 2:11–18', 'Luke 1:24–38'],
    ['2026-08-06', '2 Peter 1:10–19', 'Matthew 17:1–9'],
    ['2026-08-15', 'Philippians 2:5–11', 'Luke 10:38–42; 11:27–28'],
    ['2025-09-14', '1 Corinthians 1:18–24', 'John 19:6–11, 13–20, 25–28, 30–35'],
  ])('on %s reads %s and %s', (date, epistle, gospel) => {
    const readings = liturgy(date);
    expect(readings).toContain(epistle);
    expect(readings).toContain(gospel);
  });

  it('keeps only the feast on the Nativity, not the weekday', () => {
    expect(liturgy('2025-12-25')).toEqual(['Galatians 4:4–7', 'Matthew 2:1–12']);
  });

  it('reads the Sunday before and after Theophany and the Nativity', () => {
    expect(liturgy('2026-01-04')).toEqual(['2 Timothy 4:5–8', 'Mark 1:1–8']);
    expect(liturgy('2026-01-11')).toContain('Matthew 4:12–17');
    expect(liturgy('2025-12-21')).toContain('Matthew 1:1–25');
  });

  it('gives Vespers its Old Testament readings on the eve of a feast', () => {
    const elevation = readingsFor('2025-09-14').filter(({ service }) => service === 'vespers');
    expect(elevation.map(({ display }) => display)).toEqual([
      'Exodus 15:22–16:1',
      'Proverbs 3:11–18',
      'Isaiah 60:11–16',
    ]);
  });

  it('keeps a fixed feast on its Julian date on the Old Calendar', () => {
    expect(liturgy('2026-01-07', 'old')).toEqual(['Galatians 4:4–7', 'Matthew 2:1–12']);
    expect(liturgy('2025-09-27', 'old')).toContain('1 Corinthians 1:18–24');
  });
});

describe('readingsFor: speed', () => {
  it('computes a day in well under a millisecond once warm', () => {
    readingsFor('2026-06-01');
    const start = performance.now();
    let day = parseCivilDate('2026-01-01');
    for (let i = 0; i < 365; i++, day = addDays(day, 1)) readingsFor(day);
    expect((performance.now() - start) / 365).toBeLessThan(1);
  });
});

// The Antiochian Archdiocese of North America's published daily readings (antiochian.org) for
// every day of 2025 (307 of them kept) and 2026, as gathered in orthocal's repository
// (data/antiochian_raw): only the dates and references are kept here. They follow the Greek usage
// of the lectionary and ours the Slavic (the OCA's): the differences are named below.
const titleBooks: [RegExp, string][] = [
  [/MATTHEW/, 'Matthew'],
  [/MARK/, 'Mark'],
  [/LUKE/, 'Luke'],
  [/ACTS/, 'Acts'],
  [/ROMANS/, 'Romans'],
  [/SECOND LETTER TO THE CORINTHIANS|II CORINTHIANS/, '2 Corinthians'],
  [/CORINTHIANS/, '1 Corinthians'],
  [/GALATIANS/, 'Galatians'],
  [/EPHESIANS/, 'Ephesians'],
  [/PHILIPPIANS/, 'Philippians'],
  [/COLOSSIANS/, 'Colossians'],
  [/SECOND LETTER TO THE THESSALONIANS/, '2 Thessalonians'],
  [/THESSALONIANS/, '1 Thessalonians'],
  [/SECOND LETTER TO TIMOTHY/, '2 Timothy'],
  [/TIMOTHY/, '1 Timothy'],
  [/TITUS/, 'Titus'],
  [/HEBREWS/, 'Hebrews'],
  [/JAMES/, 'James'],
  [/SECOND .*PETER/, '2 Peter'],
  [/PETER/, '1 Peter'],
  [/FIRST .*JOHN|JOHN THE THEOLOGIAN/, '1 John'],
  [/JUDE/, 'Jude'],
  [/JOHN/, 'John'],
];

/** "LUKE 10:38-42, 11:27-28" → "Luke 10:38" (where the reading begins). */
function beginning(title: string): string | undefined {
  const match = /^(.*?)\s(\d+):(\d+)/.exec(title);
  if (!match) return undefined;
  const book = titleBooks.find(([pattern]) => pattern.test(match[1] ?? ''))?.[1];
  return book && `${book} ${match[2]}:${match[3]}`;
}
const beginningOf = ({ display }: Reading) => /^(.*? \d+:\d+)/.exec(display)?.[1];

describe('readingsFor against the Antiochian Archdiocese 2025–2026', () => {
  const days = Object.entries(antiochian as Record<string, string[]>);

  it('covers every day of 2026 and most of 2025', () => {
    expect(days.filter(([date]) => date.startsWith('2026'))).toHaveLength(365);
    expect(days.length).toBeGreaterThan(600);
  });

  // Two differences of usage account for most of the days that differ:
  // - from Theophany to the Triodion (7 January – about 17 February) the Greek usage goes on with
  //   the weekday readings of Luke, while the Slavic reads ahead in the coming Pascha's cycle
  //   (1 Peter, Mark): every weekday of those weeks differs;
  // - on a saint's day with readings of its own (Cosmas and Damian on 1 July, Barbara on 4
  //   December, Spyridon on 12 December…) the Antiochian calendar prints only the saint's, the
  //   OCA's the day's and the saint's (a day agrees when one of theirs is one of ours).
  const beforeTriodion = (date: string) => date.slice(5) >= '01-07' && date.slice(5) <= '02-17';
  it('agrees on the Epistle and Gospel of most days; the differences are of usage', () => {
    const differing: string[] = [];
    for (const [date, titles] of days) {
      const theirs = titles.map(beginning).filter((b): b is string => b !== undefined);
      const ours = new Set(
        readingsFor(date)
          .filter(({ service }) => service === 'liturgy')
          .map(beginningOf),
      );
      if (theirs.length && !theirs.some((b) => ours.has(b))) differing.push(date);
    }
    const outside = days.filter(([date]) => !beforeTriodion(date));
    const differingOutside = differing.filter((date) => !beforeTriodion(date));
    // 672 days, 111 differing, 48 of them between Theophany and the Triodion (2025-2026 data).
    expect(differing.length / days.length).toBeLessThan(0.2);
    expect(differingOutside.length / outside.length).toBeLessThan(0.12);
  });
});
