import mongoose, { type InferSchemaType } from 'mongoose';
import { CONTACT_MESSAGE_STATUSES } from '@ministry/contracts';
import { publicJson } from './json.js';

/**
 * A message sent through the contact page. Kept even when mailing it fails, so that nothing a
 * visitor wrote is lost; `mailedAt` tells which messages reached the ministry's inbox.
 */
const contactMessageSchema = new mongoose.Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: 100 },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: 254 },
    subject: { type: String, trim: true, maxlength: 200 },
    message: { type: String, required: true, maxlength: 5_000 },
    mailedAt: Date,
    /** Where the message stands in the staff's inbox. */
    status: { type: String, enum: CONTACT_MESSAGE_STATUSES, required: true, default: 'unread' },
  },
  { timestamps: true, toJSON: publicJson() },
);
contactMessageSchema.index({ createdAt: -1 });
contactMessageSchema.index({ status: 1, createdAt: -1 });

export type ContactMessageRecord = InferSchemaType<typeof contactMessageSchema> & {
  _id: mongoose.Types.ObjectId;
};

export const ContactMessageModel = mongoose.model('ContactMessage', contactMessageSchema);
