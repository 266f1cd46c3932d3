import MiniSearch, { type SearchResult as MiniSearchResult } from 'minisearch';
import type {
  SearchGroup,
  SearchHighlight,
  SearchKind,
  SearchResponse,
  SearchResult,
} from '@ministry/contracts';
import type { SearchDocument } from './search-documents.js';
import { parseQuery, QUERY_PLANS, toMiniSearchQuery } from './search-query.js';
import { searchTerm, words, wordsWithOffsets } from './search-text.js';

const SNIPPET_LENGTH = 160;
/** How much text the snippet keeps before the first match, so it reads in context. */
const SNIPPET_LEAD = 50;

export interface SearchOptions {
  kind?: SearchKind | undefined;
  /** Results per kind. */
  limit: number;
}

/** The ranges of `text` whose words are among `terms`. */
function highlights(text: string, terms: Set<string>): SearchHighlight[] {
  return wordsWithOffsets(text)
    .filter(({ term }) => term !== null && terms.has(term))
    .map(({ start, end }): SearchHighlight => [start, end]);
}

/** About SNIPPET_LENGTH characters of `text` around its first matched word, cut at spaces. */
function snippet(text: string, terms: Set<string>): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const first = wordsWithOffsets(text).find(({ term }) => term !== null && terms.has(term));
  let start = Math.max(0, (first?.start ?? 0) - SNIPPET_LEAD);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length)
    end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/**
 * The site's search index, in this process's memory: built once from all documents, then only
 * read. A change to the catalogue builds a new one (see search.service.ts).
 */
export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly documents = new Map<string, SearchDocument>();

  private constructor() {
    this.index = new MiniSearch<SearchDocument>({
      fields: ['title', 'keywords', 'text'],
      tokenize: words,
      processTerm: searchTerm,
      searchOptions: { boost: { title: 3, keywords: 1.5 } },
    });
  }

  /**
   * Indexes the documents a chunk at a time, letting other requests run in between: a large
   * catalogue takes a while, and searches keep being answered from the previous index meanwhile.
   */
  static async build(documents: SearchDocument[]): Promise<SearchIndex> {
    const built = new SearchIndex();
    await built.index.addAllAsync(documents, { chunkSize: 250 });
    for (const document of documents) built.documents.set(document.id, document);
    return built;
  }

  get size(): number {
    return this.index.documentCount;
  }

  search(text: string, options: SearchOptions): SearchResponse {
    const parts = parseQuery(text);
    const query = text.trim();
    if (parts.length === 0) return { query, total: 0, groups: [] };

    const filter = options.kind
      ? (result: MiniSearchResult) => (result.id as string).startsWith(`${options.kind}:`)
      : undefined;
    let found: MiniSearchResult[] = [];
    for (const plan of QUERY_PLANS) {
      if (plan.combineWith === 'OR' && parts.length === 1) break;
      found = this.index.search(toMiniSearchQuery(parts, plan), { filter });
      if (found.length > 0) break;
    }

    const groups = new Map<SearchKind, SearchGroup>();
    for (const match of found) {
      const document = this.documents.get(match.id as string);
      if (!document) continue;
      const group = groups.get(document.kind) ?? { kind: document.kind, total: 0, results: [] };
      groups.set(document.kind, group);
      group.total += 1;
      if (group.results.length < options.limit) group.results.push(this.result(document, match));
    }
    // MiniSearch answers best first, so each group's first result is its best.
    return { query, total: found.length, groups: [...groups.values()] };
  }

  private result(document: SearchDocument, match: MiniSearchResult): SearchResult {
    const terms = new Set(match.terms);
    const text = snippet(document.text, terms);
    return {
      kind: document.kind,
      id: document.key,
      title: document.title,
      url: document.url,
      snippet: text,
      highlights: { title: highlights(document.title, terms), snippet: highlights(text, terms) },
      terms: match.terms,
      ...(document.formats ? { formats: document.formats } : {}),
      score: Math.round(match.score * 1000) / 1000,
    };
  }
}
