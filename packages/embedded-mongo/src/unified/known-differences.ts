/**
 * Unified CRUD specification cases the embedded engine fails, keyed `<file> › <description>`,
 * each with what the engine answers instead. They run with `it.fails`: when one starts passing,
 * the suite fails until its entry is removed.
 */
const COLLATION =
  'collation: the engine answers 238 "collation {locale: en_US, strength: 2|3} is not supported"';
const COLLATION_BULK =
  'collation in bulkWrite: the engine answers a write error 238 (collation not supported)';
const LIST_LOCAL_SESSIONS =
  'db.aggregate $listLocalSessions: the engine answers 40324 "Unrecognized pipeline stage name"';
const FAIL_POINT =
  'testRunner.failPoint: the engine answers 59 CommandNotFound for configureFailPoint (failCommand)';

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

  // Aggregation stages the engine lacks.
  'db-aggregate › Aggregate with $listLocalSessions': LIST_LOCAL_SESSIONS,
  'db-aggregate › Aggregate with $listLocalSessions and allowDiskUse': LIST_LOCAL_SESSIONS,
  'db-aggregate-rawdata › Aggregate with rawData option on less than 8.2.0 - ignore argument':
    LIST_LOCAL_SESSIONS,

  // Fail points (the runner supports them; the engine has no configureFailPoint).
  'bulkWrite-errorResponse › bulkWrite operations support errorResponse assertions': FAIL_POINT,
  'deleteOne-errorResponse › delete operations support errorResponse assertions': FAIL_POINT,
  'insertOne-errorResponse › insert operations support errorResponse assertions': FAIL_POINT,
  'updateOne-errorResponse › update operations support errorResponse assertions': FAIL_POINT,
  'estimatedDocumentCount › estimatedDocumentCount errors correctly--command error': FAIL_POINT,
  'estimatedDocumentCount › estimatedDocumentCount errors correctly--socket error': FAIL_POINT,

  // Views and validation.
  'estimatedDocumentCount › estimatedDocumentCount works correctly on views':
    'create with viewOn: the engine answers 20 IllegalOperation "views are not supported" (the driver rewrites code 20 into a retryable-writes message)',
  'findOneAndUpdate-errorResponse › findOneAndUpdate document validation errInfo is accessible':
    'collMod validator is stored, not enforced: findOneAndUpdate succeeds instead of failing with 121 DocumentValidationFailure',
};
