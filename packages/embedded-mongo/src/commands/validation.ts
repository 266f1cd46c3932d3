import type { Document } from 'bson';
import { compileFilter } from '../engine.js';
import { MongoCommandError, notSupported } from '../errors.js';
import type { Collection } from '../store.js';
import type { Doc } from '../values.js';
import type { CommandContext } from './context.js';
import { isPlainObject } from '../values.js';

/**
 * Schema validation as MongoDB does it for a query-language validator (`validator: { x: { $type:
 * 'string' } }`): checked on every insert and update of the collection, with `validationLevel`
 * (`strict`, `moderate`: only documents that were valid, `off`) and `validationAction` (`error`,
 * `warn`: logged). `$jsonSchema` is refused rather than ignored: the engine has no JSON Schema.
 */

const LEVELS = ['strict', 'moderate', 'off'];
const ACTIONS = ['error', 'warn'];

/** The validation options of `create` or `collMod`, refused when they cannot be enforced. */
export function checkValidationOptions(options: Document): void {
  const { validator, validationLevel, validationAction } = options;
  if (validator !== undefined) {
    if (!isPlainObject(validator))
      throw new MongoCommandError(
        'TypeMismatch',
        "BSON field 'validator' is the wrong type, expected object",
      );
    if (usesJsonSchema(validator)) throw notSupported('a $jsonSchema validator');
    // A validator that is not a valid query fails now, as in MongoDB, not at the first write.
    compileFilter(validator);
  }
  if (validationLevel !== undefined && !LEVELS.includes(String(validationLevel)))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(validationLevel)}' for field 'validationLevel' is not a valid value.`,
    );
  if (validationAction !== undefined && !ACTIONS.includes(String(validationAction)))
    throw new MongoCommandError(
      'BadValue',
      `Enumeration value '${String(validationAction)}' for field 'validationAction' is not a valid value.`,
    );
}

function usesJsonSchema(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(usesJsonSchema);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(
    ([key, inner]) => key === '$jsonSchema' || usesJsonSchema(inner),
  );
}

export interface ValidationScope {
  /** The command asked to skip validation (`bypassDocumentValidation: true`). */
  bypass: boolean;
  log: (line: string) => void;
}

export const validationScope = (command: Document, ctx: CommandContext): ValidationScope => ({
  bypass: command.bypassDocumentValidation === true,
  log: ctx.log,
});

/**
 * Refuses `next` (DocumentValidationFailure, 121) when the collection's validator rejects it;
 * `previous` is the document it replaces, if any.
 */
export function validateWrite(
  collection: Collection | undefined,
  next: Doc,
  previous: Doc | undefined,
  scope: ValidationScope,
): void {
  const options: Document = collection?.options ?? {};
  const validator: unknown = options.validator;
  const validationLevel: unknown = options.validationLevel ?? 'strict';
  const validationAction: unknown = options.validationAction ?? 'error';
  if (!collection || !isPlainObject(validator) || scope.bypass || validationLevel === 'off') return;
  const passes = compileFilter(validator);
  if (passes(next)) return;
  if (validationLevel === 'moderate' && previous && !passes(previous)) return;
  if (validationAction === 'warn') {
    scope.log(`embedded-mongo: a document in ${collection.ns} failed validation (action: warn)`);
    return;
  }
  throw new MongoCommandError('DocumentValidationFailure', 'Document failed validation', {
    errInfo: { failingDocumentId: next._id as unknown, details: failureDetails(validator, next) },
  });
}

/**
 * Which of the validator's top-level clauses the document fails, in the shape of MongoDB's
 * `errInfo.details` (`operatorName`, `clausesNotSatisfied`); the reasons are less detailed.
 */
function failureDetails(validator: Document, doc: Doc): Document {
  const clauses = Object.entries(validator).map(([key, value]): Document => ({
    [key]: value as unknown,
  }));
  const failing = clauses
    .map((clause, index) => ({ clause, index }))
    .filter(({ clause }) => !compileFilter(clause)(doc))
    .map(({ clause, index }) => ({
      index,
      details: { specifiedAs: clause, reason: 'expression did not match' },
    }));
  return { operatorName: '$and', clausesNotSatisfied: failing };
}
