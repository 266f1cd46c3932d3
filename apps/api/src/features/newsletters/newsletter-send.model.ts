import mongoose, { type InferSchemaType } from 'mongoose';
import { NEWSLETTER_SOURCES, NEWSLETTER_STATUSES } from '@ministry/contracts';
import { publicJson } from '@ministry/db';

/**
 * One send of one email to the confirmed subscribers of its lists (contract
 * `newsletterSendSchema`). The email is rendered once, when the send is made, with placeholders
 * for each subscriber's own links: what the owner previewed is what everyone gets.
 */
const newsletterSendSchema = new mongoose.Schema(
  {
    source: { type: String, enum: NEWSLETTER_SOURCES, required: true },
    sourceId: { type: String, required: true },
    subject: { type: String, required: true },
    lists: { type: [String], required: true },
    /** A series' day goes to the subscribers of one calendar (their day N falls on different days). */
    calendar: { type: String, enum: ['new', 'old'] },
    /** A series' day: the civil date (YYYY-MM-DD, owner's zone) it is sent for. */
    seriesDate: String,
    status: { type: String, enum: NEWSLETTER_STATUSES, required: true },
    scheduledFor: Date,
    startedAt: Date,
    finishedAt: Date,
    total: { type: Number, required: true, default: 0 },
    sent: { type: Number, required: true, default: 0 },
    failed: { type: Number, required: true, default: 0 },
    skipped: { type: Number, required: true, default: 0 },
    /** The rendered email (placeholders for the links, see newsletter-email.ts). */
    html: { type: String, required: true },
    text: { type: String, required: true },
    /** The last subscriber claimed: a resumed send streams on after it (_id order). */
    cursor: { type: mongoose.Schema.Types.ObjectId },
    createdBy: { type: mongoose.Schema.Types.ObjectId, ref: 'User' },
  },
  { timestamps: true, toJSON: publicJson(['html', 'text', 'cursor']) },
);
newsletterSendSchema.index({ createdAt: -1 });
// A series' day is sent once to each calendar, however many processes tick.
newsletterSendSchema.index(
  { sourceId: 1, calendar: 1, seriesDate: 1 },
  { unique: true, partialFilterExpression: { source: 'series' } },
);

export type NewsletterSendRecord = InferSchemaType<typeof newsletterSendSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};
export const NewsletterSendModel = mongoose.model('NewsletterSend', newsletterSendSchema);
