import type { Query, QueryCombination, SearchOptions } from 'minisearch';
import { searchTerms } from './search-text.js';
import { SYNONYM_SETS } from './synonyms.data.js';

/** More words than this are ignored: no real query needs them, and each one costs a lookup. */
export const MAX_QUERY_TERMS = 12;

/** One thing the visitor asked for: their own words, and the phrases that mean the same. */
export interface QueryPart {
  words: string[];
  synonyms: string[][];
}

/** Each synonym phrase as index terms, with the other phrases of its set. */
const PHRASES: { terms: string[]; others: string[][] }[] = SYNONYM_SETS.flatMap((set) => {
  const phrases = set.map(searchTerms).filter((terms) => terms.length > 0);
  return phrases.map((terms, index) => ({
    terms,
    others: phrases.filter((_, other) => other !== index),
  }));
}).sort((a, b) => b.terms.length - a.terms.length);

const startsWith = (terms: string[], at: number, phrase: string[]) =>
  phrase.every((term, offset) => terms[at + offset] === term);

/**
 * Splits a query into parts, the longest synonym phrase first ("mother of god" is one part,
 * answered also by "theotokos", "mary"...). Operators, wildcards and punctuation carry no
 * meaning here: only words survive, so no input can change how the search runs.
 */
export function parseQuery(text: string): QueryPart[] {
  const terms = [...new Set(searchTerms(text.normalize('NFKC')))].slice(0, MAX_QUERY_TERMS);
  const parts: QueryPart[] = [];
  for (let at = 0; at < terms.length;) {
    const phrase = PHRASES.find(({ terms: words }) => startsWith(terms, at, words));
    if (phrase) {
      parts.push({ words: phrase.terms, synonyms: phrase.others });
      at += phrase.terms.length;
    } else {
      parts.push({ words: [terms[at] as string], synonyms: [] });
      at += 1;
    }
  }
  return parts;
}

/**
 * Typos: one edit for most words, two from eight letters on, since MiniSearch counts a swapped
 * pair of letters ("theotokso") as two. Short words get none: "god" would match "good".
 */
const typosAllowed = (term: string): number | false =>
  term.length >= 8 ? 2 : term.length >= 4 ? 1 : false;

/** Words of three letters or more also match as the start of a longer word ("theot"). */
const asPrefix = (term: string): boolean => term.length >= 3;

const EXACT_WORDS: SearchOptions = { fuzzy: false, prefix: asPrefix };
const WORDS_WITH_TYPOS: SearchOptions = { fuzzy: typosAllowed, prefix: asPrefix };
/** Synonyms match exactly: a typo-tolerant synonym of a typo drifts too far. */
const SYNONYM: SearchOptions = { fuzzy: false, prefix: false };

/** All the words of a phrase, matched with the given options. */
const phrase = (terms: string[], options: SearchOptions): QueryCombination => ({
  ...options,
  combineWith: 'AND',
  queries: [terms.join(' ')],
});

export interface QueryPlan {
  /** Every part must match, or any part may. */
  combineWith: 'AND' | 'OR';
  /** Whether the visitor's own words may match with a typo. */
  typos: boolean;
}

/**
 * The order in which searches are tried until one finds something: precise first, so that "Mary"
 * does not also bring "many", then forgiving typos, then any word rather than all.
 */
export const QUERY_PLANS: readonly QueryPlan[] = [
  { combineWith: 'AND', typos: false },
  { combineWith: 'AND', typos: true },
  { combineWith: 'OR', typos: false },
  { combineWith: 'OR', typos: true },
];

/**
 * The MiniSearch query for the parts: each part matches by its own words (as prefixes too, and
 * with typos when the plan allows) or by any of its synonyms.
 */
export function toMiniSearchQuery(parts: QueryPart[], { combineWith, typos }: QueryPlan): Query {
  const ownWords = typos ? WORDS_WITH_TYPOS : EXACT_WORDS;
  // Each level of nesting costs a pass over every match, so levels of one query are left out.
  const nodes = parts.map((part) => {
    const own = phrase(part.words, ownWords);
    if (part.synonyms.length === 0) return own;
    return {
      combineWith: 'OR' as const,
      queries: [own, ...part.synonyms.map((synonym) => phrase(synonym, SYNONYM))],
    };
  });
  return nodes.length === 1 && nodes[0] ? nodes[0] : { combineWith, queries: nodes };
}
