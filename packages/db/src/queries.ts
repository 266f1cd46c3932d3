import mongoose from 'mongoose';

/**
 * Small pieces every service's queries need, written once: MongoDB's duplicate-key error, a
 * query operator built by our own code, and user text matched literally in a regex query.
 */

/** The error MongoDB gives a write that breaks a unique index (code 11000). */
export interface DuplicateKeyError {
  code: 11000;
  /** The unique index's fields, e.g. `{ email: 1 }`: which value was taken. */
  keyPattern?: Record<string, unknown>;
}

/** Whether `error` is a unique index refusing a write (two racing creates, a taken name). */
export const isDuplicateKey = (error: unknown): error is DuplicateKeyError =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;

/**
 * Marks a query operator (`{ $in: ids }`) as written by our code, so that mongoose's
 * `sanitizeFilter` keeps it; request input never goes through here. Typed as the value itself, so
 * the operator fits a field of any type in a filter.
 */
export const trusted = <T>(value: T): T => mongoose.trusted<T>(value);

/** `text` as a regular expression that matches it literally (for `$regex` and `new RegExp`). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
