import mongoose, { type InferSchemaType } from 'mongoose';
import { seasonTagIds } from '@ministry/contracts';
import {
  audioAttachmentSchema,
  catalogueWrites,
  publicJson,
  renderedMarkdown,
  type MarkdownFields,
} from '@ministry/db';

const postSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    /** From the title, unique; fixed once the post has been published, so links keep working. */
    slug: { type: String, required: true },
    excerpt: { type: String, required: true, maxlength: 1_000 },
    content: { type: String, required: true, maxlength: 100_000 },
    /** `content` rendered to HTML by every write (see `renderedMarkdown`); never edited. */
    contentHtml: String,
    categories: [{ type: mongoose.Schema.Types.ObjectId, ref: 'Category' }],
    /** Seasons and feasts it suits: the home page's "For this season". */
    seasons: { type: [{ type: String, enum: seasonTagIds }], default: [] },
    published: { type: Boolean, required: true, default: false },
    /** When the post was first published; unpublishing and publishing again keeps it. */
    publishedAt: { type: Date, default: null },
    author: { type: mongoose.Schema.Types.ObjectId, ref: 'User', required: true },
    /** A draft's schedule as the editor gave it (`PostSchedule`), shown back in the admin. */
    schedule: {
      type: new mongoose.Schema(
        { kind: String, date: String, days: Number, year: Number },
        { _id: false },
      ),
      default: null,
    },
    /** When a scheduled draft publishes itself (see post-publisher.ts); null otherwise. */
    publishAt: { type: Date, default: null },
    /** A recording of the post, an episode of the podcast. */
    audio: {
      type: audioAttachmentSchema,
      default: undefined,
    },
    /** The recording's words: under the player, and the podcast's transcript. */
    audioTranscript: String,
  },
  { timestamps: true, toJSON: publicJson() },
);
postSchema.index({ slug: 1 }, { unique: true });
postSchema.index({ published: 1, publishedAt: -1 });
postSchema.index({ categories: 1 });
postSchema.index({ published: 1, publishAt: 1 });
postSchema.index({ seasons: 1, published: 1, publishedAt: -1 });

export const POST_MARKDOWN: MarkdownFields = { source: 'content', html: 'contentHtml' };
postSchema.plugin(renderedMarkdown, POST_MARKDOWN);
// The journal's published posts are cached with the catalogue: a write drops them everywhere.
postSchema.plugin(catalogueWrites);

export type PostRecord = InferSchemaType<typeof postSchema> & { _id: mongoose.Types.ObjectId };

export const PostModel = mongoose.model('Post', postSchema);
