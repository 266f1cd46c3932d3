import mongoose, { type InferSchemaType } from 'mongoose';
import { seasonTagIds, type Pearl, type SeasonTag } from '@ministry/contracts';
import { publicJson } from './json.js';
import { catalogueWrites } from '../catalogue-writes.js';

/**
 * An "Orthodox Pearl": a short quotation. `title` names who said it (a saint, a Father),
 * `book` where it was written down, when that is known.
 */
const pearlSchema = new mongoose.Schema(
  {
    title: { type: String, required: true, trim: true, maxlength: 200 },
    body: { type: String, required: true, trim: true, maxlength: 5_000 },
    book: { type: String, trim: true, maxlength: 200 },
    /** Seasons and feasts it suits: the pearl of the day prefers those of today. */
    seasons: { type: [{ type: String, enum: seasonTagIds }], default: [] },
  },
  { timestamps: true, toJSON: publicJson() },
);
pearlSchema.index({ title: 1 });
pearlSchema.index({ seasons: 1 });

export type PearlRecord = InferSchemaType<typeof pearlSchema> & { _id: mongoose.Types.ObjectId };

// Every write bumps the catalogue version, so cached answers everywhere drop it.
pearlSchema.plugin(catalogueWrites);

export const PearlModel = mongoose.model('Pearl', pearlSchema);

/** The public shape of a pearl (the contracts' `Pearl`) from a lean record. */
export function toPearlDto(
  record: Pick<PearlRecord, '_id' | 'title' | 'body' | 'book'> & {
    seasons?: readonly string[] | null;
  },
): Pearl {
  return {
    _id: record._id.toString(),
    title: record.title,
    body: record.body,
    ...(record.book ? { book: record.book } : {}),
    // Stored values passed the model's enum.
    seasons: [...(record.seasons ?? [])] as SeasonTag[],
  };
}
