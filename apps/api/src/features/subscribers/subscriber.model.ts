import mongoose, { type InferSchemaType } from 'mongoose';
import {
  MAILING_LIST_KINDS,
  SERIES_ANCHORS,
  SUBSCRIBE_PLACES,
  SUBSCRIBER_EVENTS,
  SUBSCRIBER_STATUSES,
} from '@ministry/contracts';
import { publicJson } from '@ministry/db';

/** A list the owner names ("Journal", "New resources", "Great Lent, day by day"). */
const mailingListSchema = new mongoose.Schema(
  {
    /** The list's id in forms and addresses; fixed once made. */
    listId: { type: String, required: true },
    name: { type: String, required: true, trim: true, maxlength: 80 },
    description: { type: String, trim: true, maxlength: 300 },
    kind: { type: String, enum: MAILING_LIST_KINDS, required: true },
    anchor: { type: String, enum: SERIES_ANCHORS },
    public: { type: Boolean, required: true, default: true },
  },
  { timestamps: true, toJSON: publicJson() },
);
mailingListSchema.index({ listId: 1 }, { unique: true });

export type MailingListRecord = InferSchemaType<typeof mailingListSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const MailingListModel = mongoose.model('MailingList', mailingListSchema);

const consentSchema = new mongoose.Schema(
  {
    at: { type: Date, required: true },
    place: { type: String, enum: SUBSCRIBE_PLACES, required: true },
    /** The words the person agreed to, as the form showed them. */
    text: { type: String, required: true },
    /** Kept as proof of consent (see the README's privacy section), removed with the address. */
    ip: String,
    /** The staff member who attested an imported person's earlier consent. */
    attestedBy: String,
  },
  { _id: false },
);

const eventSchema = new mongoose.Schema(
  {
    at: { type: Date, required: true },
    kind: { type: String, enum: SUBSCRIBER_EVENTS, required: true },
    detail: String,
  },
  { _id: false },
);

/**
 * One address on the email list. Nothing is sent to it but the confirmation email until
 * `status` is `confirmed`; leaving, a bounce or a complaint stop every send from then on.
 * Tokens are stored as SHA-256 hashes: the database never holds a working link.
 */
const subscriberSchema = new mongoose.Schema(
  {
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    name: { type: String, trim: true, maxlength: 100 },
    status: { type: String, enum: SUBSCRIBER_STATUSES, required: true, default: 'pending' },
    lists: { type: [String], default: [] },
    calendar: { type: String, enum: ['new', 'old'], required: true, default: 'new' },
    /** A civil date (YYYY-MM-DD): nothing is sent before it. */
    pausedUntil: String,
    /** The confirmation link's token hash and its end (7 days); cleared once used. */
    confirmTokenHash: String,
    confirmExpiresAt: Date,
    /** The hash of the token in every email's preferences and unsubscribe links. */
    manageTokenHash: { type: String, required: true },
    confirmedAt: Date,
    consents: { type: [consentSchema], default: [] },
    events: { type: [eventSchema], default: [] },
  },
  { timestamps: true, toJSON: publicJson(['confirmTokenHash', 'confirmExpiresAt', 'manageTokenHash']) },
);
subscriberSchema.index({ email: 1 }, { unique: true });
subscriberSchema.index({ confirmTokenHash: 1 }, { sparse: true });
subscriberSchema.index({ manageTokenHash: 1 }, { unique: true });
// A send streams the confirmed subscribers of its lists in _id order.
subscriberSchema.index({ status: 1, lists: 1, _id: 1 });
// The admin's list, newest first; its search by name (email has its own); its export of a list.
subscriberSchema.index({ createdAt: -1, _id: -1 });
subscriberSchema.index({ name: 1 });
subscriberSchema.index({ lists: 1, _id: 1 });

export type SubscriberRecord = InferSchemaType<typeof subscriberSchema> & {
  _id: mongoose.Types.ObjectId;
};
export const SubscriberModel = mongoose.model('Subscriber', subscriberSchema);
