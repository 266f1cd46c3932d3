import type { Document } from 'bson';
import { isPlainObject } from './values.js';

/**
 * The engine is one data-bearing member, as production's one-member replica set is: a write
 * concern asking for more members, or for a tag mode no configuration defines, cannot be met.
 * MongoDB applies the write and says so in `writeConcernError`; so does the engine.
 */
export function unsatisfiedWriteConcern(command: Document): Document | undefined {
  const concern: unknown = command.writeConcern;
  if (!isPlainObject(concern)) return undefined;
  const { w } = concern;
  if (typeof w === 'number' && w > 1) {
    return {
      code: 100,
      codeName: 'UnsatisfiableWriteConcern',
      errmsg: 'Not enough data-bearing nodes',
    };
  }
  if (typeof w === 'string' && w !== 'majority') {
    return {
      code: 79,
      codeName: 'UnknownReplWriteConcern',
      errmsg: `No write concern mode named '${w}' found in replica set configuration`,
    };
  }
  return undefined;
}
