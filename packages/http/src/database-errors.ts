/**
 * Errors the MongoDB driver and Mongoose throw when the database cannot be reached or does not
 * answer in time (by name, so this package needs neither): the request cannot be served right
 * now, but may be in a moment.
 */
const UNAVAILABLE_NAMES = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoOperationTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
  'MongoWaitQueueTimeoutError',
]);

/** Mongoose's own error when a command waited for a connection that never came. */
const BUFFERING_TIMED_OUT = /buffering timed out after/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (UNAVAILABLE_NAMES.has(e.name)) return true;
    if (e.name === 'MongooseError' && BUFFERING_TIMED_OUT.test(e.message)) return true;
  }
  return false;
}
