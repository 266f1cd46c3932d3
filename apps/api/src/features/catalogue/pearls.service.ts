import type { Pearl, PearlSort } from '@ministry/contracts';
import { PearlModel, toPearlDto } from '@ministry/db';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const byTitle = (a: Pearl, b: Pearl) => collator.compare(a.title, b.title);

/** By book, then by title; pearls without a book come last rather than first. */
const byBook = (a: Pearl, b: Pearl) => {
  if (a.book === b.book) return byTitle(a, b);
  if (!a.book) return 1;
  if (!b.book) return -1;
  return collator.compare(a.book, b.book) || byTitle(a, b);
};

/**
 * Every pearl, sorted as the pearls page asks. The list is a few dozen quotations, so it is
 * sorted here with a language-aware collation ("Abba" before "abbot", accents ignored) rather
 * than by the database's byte order.
 */
export async function listPearls(sort: PearlSort = 'title'): Promise<Pearl[]> {
  const records = await PearlModel.find().sort({ _id: 1 }).lean();
  return records.map(toPearlDto).sort(sort === 'book' ? byBook : byTitle);
}
