import { SEED_POSTS } from '@ministry/catalogue-seed';
import { UserModel } from '@ministry/db';
import { PostModel } from './post.model.js';

export interface JournalSeedReport {
  total: number;
  added: number;
  /** Nobody to sign the posts with (no staff account yet): none was written. */
  unsigned?: true;
}

/**
 * The demo journal: three published posts, written by the first admin (whose display name, or
 * "The Ministry", signs them). Idempotent like the catalogue's seed: a post is matched by its slug
 * and only inserted when missing, so what staff have edited survives. Staff come first (the seed
 * script's `seedStaff`, or ADMIN_EMAIL at start-up); with no account at all nothing is written.
 */
export async function seedJournal(): Promise<JournalSeedReport> {
  const author = await UserModel.findOne({ role: 'admin' }, '_id').sort({ _id: 1 }).lean();
  if (!author) return { total: SEED_POSTS.length, added: 0, unsigned: true };
  await PostModel.init();

  let added = 0;
  for (const { publishedAt, seasons = [], ...post } of SEED_POSTS) {
    const published = new Date(publishedAt);
    const result = await PostModel.updateOne(
      { slug: post.slug },
      {
        $setOnInsert: {
          ...post,
          seasons,
          categories: [],
          published: true,
          publishedAt: published,
          author: author._id,
          schedule: null,
          publishAt: null,
          createdAt: published,
          updatedAt: published,
        },
      },
      { upsert: true, timestamps: false },
    );
    if (result.upsertedCount > 0) added += 1;
  }
  return { total: SEED_POSTS.length, added };
}

/** One part of the start-up log's line. */
export const describeJournalSeed = ({ total, added, unsigned }: JournalSeedReport): string =>
  unsigned ? 'no posts (no staff account to sign them)' : `${total} posts (${added} new)`;
