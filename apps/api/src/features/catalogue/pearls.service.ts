import mongoose from 'mongoose';
import type { Pearl, PearlSort, SeasonTag } from '@ministry/contracts';
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

const taggedWith = (tags: SeasonTag[]) => ({ seasons: mongoose.trusted({ $in: tags }) });

/** Pearls tagged with any of `tags` (a day's season and feasts), by title. */
export async function listSeasonPearls(tags: SeasonTag[]): Promise<Pearl[]> {
  const records = await PearlModel.find(taggedWith(tags)).lean();
  return records.map(toPearlDto).sort(byTitle);
}

/**
 * The sidebar's pearl: one picked at random among those tagged for the day when there are any,
 * else among every pearl; null when there are none at all.
 */
export async function pearlForDay(
  tags: SeasonTag[],
  random: () => number = Math.random,
): Promise<Pearl | null> {
  const tagged = await PearlModel.find(taggedWith(tags)).sort({ _id: 1 }).lean();
  const candidates = tagged.length ? tagged : await PearlModel.find().sort({ _id: 1 }).lean();
  const picked = candidates[Math.floor(random() * candidates.length)];
  return picked ? toPearlDto(picked) : null;
}
