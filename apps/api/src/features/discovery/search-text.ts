// How text becomes search terms, the same way for documents and for queries: words of letters
// and digits, lower case, accents dropped (Theotókos = theotokos), and the smallest English
// words left out, since they match nearly everything and say little.

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\x20-\x7e]*$/;

const STOP_WORDS = new Set(
  'a an and are as at be by for from in into is it its of on or that the this to was were with'.split(
    ' ',
  ),
);

/** A final "s" that is not a plural's: "jesus", "mass", "genesis". */
const NOT_PLURAL = /(?:us|ss|is)$/;

/**
 * A plural and its singular are one term ("prayers" = "prayer", "psalms" = "psalm"): a visitor
 * asking for one means the other, and in a large catalogue a common word and its plural are
 * each in nearly every document, two passes where one does.
 */
const singular = (term: string): string =>
  term.length >= 4 && term.endsWith('s') && !NOT_PLURAL.test(term) ? term.slice(0, -1) : term;

/** The index form of one word, or null for a word search ignores. */
export function searchTerm(word: string): string | null {
  // Most words are plain ASCII and need no decomposition; this runs for every word indexed.
  const term = ASCII.test(word)
    ? word.toLowerCase()
    : word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (term.length < 2 && !/\d/.test(term)) return null;
  return STOP_WORDS.has(term) ? null : singular(term);
}

/** The words of a text, as MiniSearch's tokenizer. */
export const words = (text: string): string[] => text.match(WORD) ?? [];

/** The words of a text with where each starts and ends, for marking matches. */
export function wordsWithOffsets(
  text: string,
): { term: string | null; start: number; end: number }[] {
  return [...text.matchAll(WORD)].map((match) => ({
    term: searchTerm(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** The index terms of a text, in order, repeats kept. */
export const searchTerms = (text: string): string[] =>
  words(text).flatMap((word) => searchTerm(word) ?? []);
