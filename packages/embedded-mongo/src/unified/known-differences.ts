/**
 * Unified CRUD specification cases the embedded engine fails, keyed `<file> › <description>`,
 * each with what the engine answers instead. They run with `it.fails`: when one starts passing,
 * the suite fails until its entry is removed.
 */
const COLLATION =
  'collation: the engine answers 238 "collation {locale: en_US, strength: 2|3} is not supported"';
const COLLATION_BULK =
  'collation in bulkWrite: the engine answers a write error 238 (collation not supported)';

export const KNOWN_DIFFERENCES: Readonly<Record<string, string>> = {
  // Collations (strength 2, case-insensitive): refused with 238 (NotImplemented).
  'aggregate-collation › Aggregate with collation': COLLATION,
  'count-collation › Count documents with collation': COLLATION,
  'count-collation › Deprecated count with collation': COLLATION,
  'deleteMany-collation › DeleteMany when many documents match with collation': COLLATION,
  'deleteOne-collation › DeleteOne when many documents matches with collation': COLLATION,
  'distinct-collation › Distinct with a collation': COLLATION,
  'find-collation › Find with a collation': COLLATION,
  'findOneAndDelete-collation › FindOneAndDelete when one document matches with collation':
    COLLATION,
  'findOneAndReplace-collation › FindOneAndReplace when one document matches with collation returning the document after modification':
    COLLATION,
  'findOneAndUpdate-collation › FindOneAndUpdate when many documents match with collation returning the document before modification':
    COLLATION,
  'replaceOne-collation › ReplaceOne when one document matches with collation': COLLATION,
  'updateMany-collation › UpdateMany when many documents match with collation': COLLATION,
  'updateOne-collation › UpdateOne when one document matches with collation': COLLATION,
  'bulkWrite-collation › BulkWrite with delete operations and collation': COLLATION_BULK,
  'bulkWrite-collation › BulkWrite with update operations and collation': COLLATION_BULK,
};
