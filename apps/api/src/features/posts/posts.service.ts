import mongoose from 'mongoose';
import {
  DEFAULT_BYLINE,
  postScheduleSchema,
  type createPostInputSchema,
  type Post,
  type PostAuthor,
  type PostSchedule,
  type PublicUser,
  type ScheduledPosts,
  type SeasonTag,
  type updatePostInputSchema,
} from '@ministry/contracts';
import { isDuplicateKey, UserModel } from '@ministry/db';
import { AppError } from '@ministry/http';
import type { z } from 'zod';
import { existingCategoryIds } from '../categories/index.js';
import { storedAudio } from '../uploads/index.js';
import { PostModel, type PostRecord } from './post.model.js';
import { publishAtOf } from './post-schedule.js';
import { firstFreeSlug, slugFromTitle } from './slug.js';

export type NewPost = z.output<typeof createPostInputSchema>;
export type PostChanges = z.output<typeof updatePostInputSchema>;

type LeanPost = Omit<PostRecord, 'createdAt' | 'updatedAt'> & {
  createdAt?: Date | null;
  updatedAt?: Date | null;
};

const postNotFound = () => AppError.notFound('Post not found');

/**
 * Answers posts in the contracts' shape, each author as `{ _id, username, displayName }` or null
 * if gone, and signed with the author's display name as it is now: a post stores only its
 * author's id, so a changed name signs every post at once.
 */
async function withAuthors(posts: LeanPost[]): Promise<Post[]> {
  const ids = [...new Set(posts.map((post) => post.author.toString()))];
  const authors = ids.length
    ? await UserModel.find({ _id: mongoose.trusted({ $in: ids }) }, 'username displayName').lean()
    : [];
  const byId = new Map<string, PostAuthor>(
    authors.map((user) => [
      user._id.toString(),
      {
        _id: user._id.toString(),
        username: user.username,
        ...(user.displayName && { displayName: user.displayName }),
      },
    ]),
  );
  return posts.map((post) => ({
    _id: post._id.toString(),
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    contentHtml: post.contentHtml ?? '',
    categories: post.categories.map((id) => id.toString()),
    // Stored values passed the model's enum.
    seasons: [...(post.seasons ?? [])] as SeasonTag[],
    published: post.published,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    author: byId.get(post.author.toString()) ?? null,
    byline: byId.get(post.author.toString())?.displayName ?? DEFAULT_BYLINE,
    createdAt: post.createdAt?.toISOString(),
    updatedAt: post.updatedAt?.toISOString(),
    schedule: post.schedule ? postScheduleSchema.parse(post.schedule) : null,
    publishAt: post.publishAt?.toISOString() ?? null,
    ...(post.audio
      ? {
          audio: {
            uploadId: post.audio.upload.toString(),
            url: post.audio.url,
            contentType: post.audio.contentType,
            size: post.audio.size,
            ...(post.audioTranscript ? { transcript: post.audioTranscript } : {}),
          },
        }
      : {}),
  }));
}

const withAuthor = async (post: LeanPost): Promise<Post> => (await withAuthors([post]))[0] as Post;

/** The given category ids without repeats; a 400 naming any that does not exist. */
async function existingCategories(ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const known = await existingCategoryIds(wanted);
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw AppError.badRequest(
      `Unknown ${unknown.length === 1 ? 'category' : 'categories'}: ${unknown.join(', ')}`,
      unknown.map((id) => ({ path: 'body.categories', message: `unknown category ${id}` })),
    );
  }
  return wanted;
}

/** A slug for the title that no other post has. */
async function freeSlug(title: string, exceptPost?: mongoose.Types.ObjectId): Promise<string> {
  const base = slugFromTitle(title);
  const similar = await PostModel.find(
    {
      slug: new RegExp(`^${base}(-\\d+)?$`),
      ...(exceptPost ? { _id: mongoose.trusted({ $ne: exceptPost }) } : {}),
    },
    'slug',
  ).lean();
  return firstFreeSlug(base, new Set(similar.map((post) => post.slug)));
}

const isSlugClash = (error: unknown): boolean =>
  isDuplicateKey(error) && Boolean(error.keyPattern?.slug);

/** Saves a post under a free slug, choosing again when another post took it meanwhile. */
async function saveWithFreeSlug(
  post: mongoose.HydratedDocument<PostRecord>,
  chooseSlug: () => Promise<string>,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    post.slug = await chooseSlug();
    try {
      await post.save();
      return;
    } catch (error) {
      if (!isSlugClash(error) || attempt === 3) throw error;
    }
  }
}

const publishedAndScheduled = () =>
  AppError.badRequest('A post is either published now or scheduled, not both', [
    { path: 'body.schedule', message: 'must be empty for a post published now' },
  ]);

/** A schedule's fields for the model: what was asked and the instant it publishes at. */
const scheduleFields = (schedule: PostSchedule | null, now: Date, timeZone?: string) => ({
  schedule,
  publishAt: schedule ? publishAtOf(schedule, now, timeZone) : null,
});

/** Drafts due to publish from `from` to `days` later, soonest first (the dashboard's week). */
export async function listScheduledPosts(from: Date, days: number): Promise<ScheduledPosts> {
  const until = new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
  const posts = await PostModel.find({
    published: false,
    publishAt: mongoose.trusted({ $gte: from, $lt: until }),
  })
    .sort({ publishAt: 1, _id: 1 })
    .select({ title: 1, publishAt: 1 })
    .lean();
  return {
    until: until.toISOString(),
    posts: posts.map((post) => ({
      _id: post._id.toString(),
      title: post.title,
      publishAt: (post.publishAt ?? until).toISOString(),
    })),
  };
}

/** Published posts, newest first: the public journal. */
export async function listPublishedPosts(): Promise<Post[]> {
  const posts = await PostModel.find({ published: true }).sort({ publishedAt: -1, _id: -1 }).lean();
  return withAuthors(posts);
}

/** Published posts with a recording, newest first: the podcast's episodes. */
export async function listPublishedEpisodes(limit: number): Promise<Post[]> {
  const posts = await PostModel.find({
    published: true,
    audio: mongoose.trusted({ $exists: true }),
  })
    .sort({ publishedAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return withAuthors(posts);
}

/** Published posts tagged with any of `tags` (a day's season and feasts), newest first. */
export async function listPublishedSeasonPosts(tags: SeasonTag[], limit: number): Promise<Post[]> {
  const posts = await PostModel.find({ published: true, seasons: mongoose.trusted({ $in: tags }) })
    .sort({ publishedAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return withAuthors(posts);
}

/** Every post, drafts included, newest first: the admin's list. */
export async function listAllPosts(): Promise<Post[]> {
  const posts = await PostModel.find().sort({ createdAt: -1, _id: -1 }).lean();
  return withAuthors(posts);
}

export async function findPost(id: string): Promise<Post> {
  const post = await PostModel.findById(id).lean();
  if (!post) throw postNotFound();
  return withAuthor(post);
}

/** A published post by its slug; drafts are not found. */
export async function findPublishedPost(slug: string): Promise<Post> {
  const post = await PostModel.findOne({ slug, published: true }).lean();
  if (!post) throw postNotFound();
  return withAuthor(post);
}

/** Creates a post written by `author`, whatever the request said about authorship. */
export async function createPost(
  input: NewPost,
  author: PublicUser,
  now: Date = new Date(),
  /** The owner's: a scheduled date starts at its midnight there. */
  timeZone?: string,
): Promise<Post> {
  if (input.published && input.schedule) throw publishedAndScheduled();
  const post = new PostModel({
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    categories: await existingCategories(input.categories),
    seasons: input.seasons,
    published: input.published,
    publishedAt: input.published ? now : null,
    author: author._id,
    ...scheduleFields(input.schedule ?? null, now, timeZone),
    ...(input.audioFileId ? { audio: await storedAudio(input.audioFileId) } : {}),
    ...(input.audioTranscript ? { audioTranscript: input.audioTranscript } : {}),
  });
  await saveWithFreeSlug(post, () => freeSlug(input.title));
  return withAuthor(post.toObject());
}

/**
 * Changes title, excerpt, content, categories, seasons, published, schedule and the audio with
 * its transcript; nothing else a client sends back. The first publication stamps `publishedAt`. The slug follows the title until
 * then. Publishing now drops a schedule; a schedule is only for a post that is not published.
 */
export async function updatePost(
  id: string,
  changes: PostChanges,
  now: Date = new Date(),
  timeZone?: string,
): Promise<Post> {
  const post = await PostModel.findById(id);
  if (!post) throw postNotFound();
  const slugFollowsTitle = !post.publishedAt;

  if (changes.schedule) {
    if (changes.published ?? post.published) throw publishedAndScheduled();
    post.set(scheduleFields(changes.schedule, now, timeZone));
  } else if (changes.schedule === null || changes.published) {
    post.set(scheduleFields(null, now));
  }

  if (changes.categories) post.set('categories', await existingCategories(changes.categories));
  if (changes.seasons) post.set('seasons', changes.seasons);
  if (changes.excerpt !== undefined) post.excerpt = changes.excerpt;
  if (changes.content !== undefined) post.content = changes.content;
  // The post keeps its audio's facts as stored with the upload, never as a form sent them.
  if (changes.audioFileId === null) post.set('audio', undefined);
  else if (changes.audioFileId && changes.audioFileId !== post.audio?.upload.toString()) {
    post.set('audio', await storedAudio(changes.audioFileId));
  }
  if (changes.audioTranscript !== undefined) {
    post.set('audioTranscript', changes.audioTranscript || undefined);
  }
  if (changes.published !== undefined) {
    post.published = changes.published;
    if (changes.published && !post.publishedAt) post.publishedAt = now;
  }
  const retitled = changes.title !== undefined && changes.title !== post.title;
  if (changes.title !== undefined) post.title = changes.title;

  if (retitled && slugFollowsTitle) {
    await saveWithFreeSlug(post, () => freeSlug(post.title, post._id));
  } else {
    await post.save();
  }
  return withAuthor(post.toObject());
}

export async function deletePost(id: string): Promise<void> {
  const deleted = await PostModel.findByIdAndDelete(id).lean();
  if (!deleted) throw postNotFound();
}

/** Takes a deleted category off every post that named it (categories' `onDeleted`). */
export async function removeCategoryFromPosts(categoryId: string): Promise<void> {
  await PostModel.updateMany({ categories: categoryId }, { $pull: { categories: categoryId } });
}
