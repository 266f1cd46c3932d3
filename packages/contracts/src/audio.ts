import { z } from 'zod';
import { objectIdSchema } from './common.js';

// Audio on products (prayers are products) and journal posts: an upload of kind `audio` and
// its transcript. The facts of the file (address, type, size) come from the stored upload,
// never from the form that names it.

/** A transcript's longest length: an hour's talk is about 60,000 characters. */
export const AUDIO_TRANSCRIPT_MAX = 100_000;

/** The audio a product or post plays, as the API answers it. */
export const audioAttachmentSchema = z.object({
  /** The upload (`POST /api/uploads?kind=audio`) it was made from. */
  uploadId: objectIdSchema,
  /** A path on this site that answers byte ranges, so that a player can seek. */
  url: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int().nonnegative(),
  /** Plain text or markdown, shown under the player and served to podcast apps. */
  transcript: z.string().optional(),
});
export type AudioAttachment = z.infer<typeof audioAttachmentSchema>;

/** An upload of kind `audio`; null takes the audio away. */
export const audioFileIdInputSchema = objectIdSchema;

/** The transcript as an editor types it; empty means none. */
export const audioTranscriptInputSchema = z
  .string({ error: 'must be text' })
  .trim()
  .max(AUDIO_TRANSCRIPT_MAX, { error: `must be at most ${AUDIO_TRANSCRIPT_MAX} characters` });
