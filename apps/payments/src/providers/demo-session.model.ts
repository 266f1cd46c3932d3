import mongoose, { type InferSchemaType } from 'mongoose';
import { sessionStatusSchema } from '@ministry/contracts';

/**
 * A checkout session of the built-in demo provider. Kept in the database, like Stripe keeps its
 * own, so a restart of the service does not lose a purchase in progress.
 */
const demoSessionSchema = new mongoose.Schema(
  {
    _id: { type: String, required: true },
    orderId: { type: String, required: true },
    status: { type: String, enum: sessionStatusSchema.options, required: true, default: 'open' },
    /** Cents. */
    amountTotal: { type: Number, required: true },
    customerEmail: String,
    /** Where the order may ship (a physical line); empty: it asks for no address. */
    shippingCountries: { type: [String], default: [] },
    /** The delivery address the demo form gave. */
    shipping: {
      name: String,
      address: {
        line1: String,
        line2: String,
        city: String,
        /** State, province, county or prefecture. */
        region: String,
        postalCode: String,
        country: String,
      },
    },
    expiresAt: { type: Date, required: true },
    completedAt: Date,
  },
  { timestamps: true, versionKey: false },
);

export type DemoSessionRecord = InferSchemaType<typeof demoSessionSchema>;

export const DemoSessionModel = mongoose.model('DemoSession', demoSessionSchema);
