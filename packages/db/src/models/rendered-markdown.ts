import type mongoose from 'mongoose';
import { renderMarkdown } from '@ministry/markdown';

/** A markdown field and the field that holds its HTML. */
export interface MarkdownFields {
  source: string;
  html: string;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rendered = (source: unknown): string =>
  typeof source === 'string' ? renderMarkdown(source) : '';

/** Adds the HTML beside the source wherever this part of an update sets the source. */
function renderInto(fields: unknown, { source, html }: MarkdownFields): void {
  if (isFields(fields) && source in fields) fields[html] = rendered(fields[source]);
}

/**
 * Keeps `html` the rendered form of the markdown in `source` on every write made through the
 * model, so that markdown is rendered once, when it changes, and never when a page is read:
 * documents saved, created or inserted (the validate hook), and updates and replacements
 * (`updateOne`, `findOneAndUpdate`, upserts' `$setOnInsert`...) that set or unset the source.
 * Update pipelines and `bulkWrite` bypass it; `fillMissingHtml` repairs what they leave.
 */
export function renderedMarkdown(schema: mongoose.Schema, fields: MarkdownFields): void {
  const { source, html } = fields;

  schema.pre('validate', function () {
    if (this.isNew || this.isModified(source) || typeof this.get(html) !== 'string') {
      this.set(html, rendered(this.get(source)));
    }
  });

  schema.pre(
    ['updateOne', 'updateMany', 'findOneAndUpdate'],
    { document: false, query: true },
    function () {
      const update = this.getUpdate();
      if (!isFields(update)) return;
      // Top-level fields of an update are a `$set`.
      renderInto(update, fields);
      renderInto(update.$set, fields);
      renderInto(update.$setOnInsert, fields);
      if (isFields(update.$unset) && source in update.$unset) {
        update.$set = { ...(isFields(update.$set) ? update.$set : {}), [html]: '' };
      }
      this.setUpdate(update);
    },
  );

  schema.pre(['replaceOne', 'findOneAndReplace'], { document: false, query: true }, function () {
    const replacement = this.getUpdate();
    if (!isFields(replacement)) return;
    replacement[html] = rendered(replacement[source]);
    this.setUpdate(replacement);
  });
}

/**
 * Renders the HTML of documents stored without it (saved before the field existed). Idempotent:
 * only documents still missing it are written. Returns how many were filled.
 */
export async function fillMissingHtml(
  model: Pick<mongoose.Model<unknown>, 'collection'>,
  { source, html }: MarkdownFields,
): Promise<number> {
  // Straight to the collection: a plain `$exists` filter, and no hooks to run on a field write.
  const missing = { [html]: { $exists: false } };
  const documents = await model.collection.find(missing, { projection: { [source]: 1 } }).toArray();
  let filled = 0;
  for (const document of documents) {
    const result = await model.collection.updateOne(
      { _id: document._id, ...missing },
      { $set: { [html]: rendered(document[source]) } },
    );
    filled += result.modifiedCount;
  }
  return filled;
}
