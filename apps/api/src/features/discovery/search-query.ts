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

/** Whether every term of `shorter` is among `terms`. */
const covers = (terms: string[], shorter: string[]) =>
  shorter.every((term) => terms.includes(term));

/**
 * The other phrases of a set worth asking for besides `terms`: one that holds all the words of
 * `terms` or of a shorter synonym ("divine liturgy" beside "liturgy", "rule of prayer" beside
 * "prayer rule") can only find documents that one finds, and each phrase costs a pass over
 * every document holding its words.
 */
export function synonymsWorthAsking(terms: string[], others: string[][]): string[][] {
  return others.filter((phrase, index) => {
    const shorter = others.filter(
      (other, at) => other.length < phrase.length || (other.length === phrase.length && at < index),
    );
    return ![terms, ...shorter].some((other) => covers(phrase, other));
  });
}

/** Each synonym phrase as index terms, with the other phrases of its set. */
const PHRASES: { terms: string[]; others: string[][] }[] = SYNONYM_SETS.flatMap((set) => {
  const phrases = set.map(searchTerms).filter((terms) => terms.length > 0);
  return phrases.map((terms, index) => ({
    terms,
    others: synonymsWorthAsking(
      terms,
      phrases.filter((_, other) => other !== index),
    ),
  }));
}).sort((a, b) => b.terms.length - a.terms.length);

const startsWith = (terms: string[], at: number, phrase: string[]) =>
  phrase.every((term, offset) => terms[at + offset] === term);

const sameTerms = (a: string[], b: string[]) => a.length === b.length && covers(a, b);

/** Whether a part already asks for `terms`, as its words or as one of its synonyms. */
const asksFor = (part: QueryPart, terms: string[]) =>
  [part.words, ...part.synonyms].some((phrase) => sameTerms(phrase, terms));

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
      // "christmas nativity": the second word is already asked for, as the first's synonym.
      if (!parts.some((part) => asksFor(part, phrase.terms)))
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

/**
 * The last word of the query, when of three letters or more, also matches as the start of a
 * longer word ("theot"): the visitor may still be typing it. Earlier words are whole; expanding
 * them too ("prayer" to "prayers") would add a pass over every document holding each expansion.
 */
const asPrefix =
  (last: string | undefined) =>
  (term: string): boolean =>
    term === last && term.length >= 3;

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
 * One part: its own words or any of its synonyms. Words that all of them share ("prayer" in
 * "jesus prayer" and "prayer of the heart") are asked for once, beside the rest, matched as the
 * visitor's own: each phrase costs a pass over every document holding each of its words.
 */
function partQuery(part: QueryPart, ownWords: SearchOptions): Query {
  const own = phrase(part.words, ownWords);
  if (part.synonyms.length === 0) return own;
  const synonyms = part.synonyms.map((synonym) => phrase(synonym, SYNONYM));
  const shared = part.words.filter((word) => part.synonyms.every((s) => s.includes(word)));
  const rest = (terms: string[]) => terms.filter((term) => !shared.includes(term));
  // A phrase made only of shared words would stand for every document: nothing to factor then.
  if (shared.length === 0 || [part.words, ...part.synonyms].some((t) => rest(t).length === 0))
    return { combineWith: 'OR', queries: [own, ...synonyms] };
  return {
    combineWith: 'AND',
    queries: [
      phrase(shared, ownWords),
      {
        combineWith: 'OR',
        queries: [
          phrase(rest(part.words), ownWords),
          ...part.synonyms.map((synonym) => phrase(rest(synonym), SYNONYM)),
        ],
      },
    ],
  };
}

/**
 * The MiniSearch query for the parts: each part matches by its own words (the last word as a
 * prefix too, and with typos when the plan allows) or by any of its synonyms.
 */
export function toMiniSearchQuery(parts: QueryPart[], { combineWith, typos }: QueryPlan): Query {
  const ownWords: SearchOptions = {
    fuzzy: typos ? typosAllowed : false,
    prefix: asPrefix(parts.at(-1)?.words.at(-1)),
  };
  // Each level of nesting costs a pass over every match, so levels of one query are left out.
  const nodes = parts.map((part) => partQuery(part, ownWords));
  return nodes.length === 1 && nodes[0] ? nodes[0] : { combineWith, queries: nodes };
}
