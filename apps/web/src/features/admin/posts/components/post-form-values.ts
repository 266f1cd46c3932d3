import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  createPostInputSchema,
  updatePostInputSchema,
  type Post,
  type PostSchedule,
  type SeasonTag,
} from '@ministry/contracts';
import { labelledResolver } from '@/lib/form-errors';

/** What the post form holds: the post's own fields, as the contracts name them. */
export interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  categories: string[];
  seasons: SeasonTag[];
  published: boolean;
  schedule: PostSchedule | null;
  /** The recording's upload id; null for none. */
  audioFileId: string | null;
  audioTranscript: string;
}

export const labels = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  categories: 'Categories',
  seasons: 'Seasons and feasts',
  schedule: 'Publish',
  audioFileId: 'Audio',
  audioTranscript: 'Transcript',
} as const;

// A new post is checked against the create contract; an edit against the update contract, in
// which no field is required (the spec's edit form has no required fields).
export const createResolver = labelledResolver(
  zodResolver(createPostInputSchema),
  labels,
) as unknown as Resolver<PostFormValues>;
export const updateResolver = labelledResolver(
  zodResolver(updatePostInputSchema),
  labels,
) as unknown as Resolver<PostFormValues>;

/** The form's values for a post being edited, or empty ones for a new post (a draft). */
export const postFormValues = (post: Post | undefined): PostFormValues => ({
  title: post?.title ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  categories: post?.categories ?? [],
  seasons: post?.seasons ?? [],
  published: post?.published ?? false,
  schedule: post?.schedule ?? null,
  audioFileId: post?.audio?.uploadId ?? null,
  audioTranscript: post?.audio?.transcript ?? '',
});

/**
 * The form's values as they are sent: the audio fields only when they say something, so that a
 * post without a recording is sent as it always was.
 */
export function postInput(
  { audioFileId, audioTranscript, ...fields }: PostFormValues,
  post?: Post,
): Omit<PostFormValues, 'audioFileId' | 'audioTranscript'> &
  Partial<Pick<PostFormValues, 'audioFileId' | 'audioTranscript'>> {
  return {
    ...fields,
    ...(audioFileId || post?.audio ? { audioFileId } : {}),
    ...(audioTranscript || post?.audio?.transcript ? { audioTranscript } : {}),
  };
}
