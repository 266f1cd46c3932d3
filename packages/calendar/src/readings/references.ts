// Scripture references: parsed from the tables' compact form (Book_CCCVVV_CCCVVV, parts joined
// by |) and written the way a lectionary prints them, "Matthew 4:25–5:12",
// "Luke 10:38–42; 11:27–28", "John 19:6–11, 13–20".

/** A verse: chapter and verse numbers. */
export interface VersePoint {
  chapter: number;
  verse: number;
}

/** A run of verses in one book, inclusive; it may cross chapters. */
export interface VerseRange {
  book: string;
  from: VersePoint;
  to: VersePoint;
}

/** Book codes of the tables, with the names a reader sees. */
export const bookNames: Readonly<Record<string, string>> = {
  Gen: 'Genesis',
  Exod: 'Exodus',
  Lev: 'Leviticus',
  Num: 'Numbers',
  Deut: 'Deuteronomy',
  Josh: 'Joshua',
  Judg: 'Judges',
  '3Kg': '3 Kingdoms',
  '4Kg': '4 Kingdoms',
  Job: 'Job',
  Prov: 'Proverbs',
  Wis: 'Wisdom',
  Isa: 'Isaiah',
  Jer: 'Jeremiah',
  Baruch: 'Baruch',
  Ezek: 'Ezekiel',
  Dan: 'Daniel',
  Joel: 'Joel',
  Amos: 'Amos',
  Jonah: 'Jonah',
  Micah: 'Micah',
  Zeph: 'Zephaniah',
  Zech: 'Zechariah',
  Matt: 'Matthew',
  Mark: 'Mark',
  Luke: 'Luke',
  John: 'John',
  Acts: 'Acts',
  Rom: 'Romans',
  '1Cor': '1 Corinthians',
  '2Cor': '2 Corinthians',
  Gal: 'Galatians',
  Eph: 'Ephesians',
  Phil: 'Philippians',
  Col: 'Colossians',
  '1Thess': '1 Thessalonians',
  '2Thess': '2 Thessalonians',
  '1Tim': '1 Timothy',
  '2Tim': '2 Timothy',
  Titus: 'Titus',
  Philemon: 'Philemon',
  Heb: 'Hebrews',
  James: 'James',
  '1Peter': '1 Peter',
  '2Peter': '2 Peter',
  '1John': '1 John',
  '2John': '2 John',
  '3John': '3 John',
  Jude: 'Jude',
};

/** The books of the New Testament, whose text (the WEB) is shipped. */
export const newTestamentBooks: ReadonlySet<string> = new Set(
  Object.keys(bookNames).slice(Object.keys(bookNames).indexOf('Matt')),
);

const point = (packed: string): VersePoint => {
  const value = Number(packed);
  return { chapter: Math.floor(value / 1000), verse: value % 1000 };
};

/** Reads the tables' form, e.g. "Luke_10038_10042|Luke_11027_11028". */
export function parseVerses(packed: string): VerseRange[] {
  return packed.split('|').map((part) => {
    const [book = '', from = '', to = ''] = part.trim().split('_');
    if (!bookNames[book] || !/^\d+$/.test(from) || !/^\d+$/.test(to)) {
      throw new RangeError(`not a reference: ${part}`);
    }
    return { book, from: point(from), to: point(to) };
  });
}

const span = (from: VersePoint, to: VersePoint, chapterShown: boolean): string => {
  const start = chapterShown ? `${from.chapter}:${from.verse}` : `${from.verse}`;
  if (from.chapter === to.chapter && from.verse === to.verse) return start;
  if (from.chapter === to.chapter) return `${start}–${to.verse}`;
  return `${start}–${to.chapter}:${to.verse}`;
};

/**
 * A reference as printed: the book once, a comma between runs in the same chapter and a
 * semicolon before a new chapter, an en dash inside a run.
 */
export function formatReference(ranges: readonly VerseRange[]): string {
  let text = '';
  let previous: VerseRange | undefined;
  for (const range of ranges) {
    if (!previous || previous.book !== range.book) {
      text += `${previous ? '; ' : ''}${bookNames[range.book] ?? range.book} ${span(range.from, range.to, true)}`;
    } else if (previous.to.chapter === range.from.chapter) {
      text += `, ${span(range.from, range.to, false)}`;
    } else {
      text += `; ${span(range.from, range.to, true)}`;
    }
    previous = range;
  }
  return text;
}
