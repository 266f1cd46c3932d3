import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError } from './errors.js';

interface InputSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

type Parsed<S extends InputSchemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

const formatPath = (where: string, path: PropertyKey[]): string =>
  [where, ...path.map(String)].join('.');

/** Turns a zod failure into a 400 whose message names each bad field. */
export function toBadRequest(where: string, error: z.ZodError): AppError {
  const details = error.issues.map((issue) => {
    const path = formatPath(where, issue.path);
    // An unrecognized key is reported on the object; name the keys instead.
    if (issue.code === 'unrecognized_keys') {
      return {
        path,
        message: `unknown parameter ${issue.keys.map((key) => `"${key}"`).join(', ')}`,
      };
    }
    return { path, message: issue.message };
  });
  // A fragment ("is required") is said of its field; a full sentence ("Your cart is empty.") or
  // an unknown-parameter note stands alone.
  const message = `Invalid request: ${details
    .map(({ path, message }) =>
      message.endsWith('.') || message.startsWith('unknown parameter')
        ? message
        : `${path} ${message}`,
    )
    .join('; ')}`;
  return AppError.badRequest(message, details);
}

/** Parses one part of a request with a contract schema or throws a 400 that names the fields. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  where: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw toBadRequest(where, result.error);
  return result.data;
}

/**
 * A route handler whose body, query and params are parsed with contract schemas first; the
 * handler receives the parsed values. Bad input never reaches a service.
 */
export function validated<S extends InputSchemas>(
  schemas: S,
  handler: (input: Parsed<S>, req: Request, res: Response, next: NextFunction) => unknown,
): RequestHandler {
  return (req, res, next) => {
    const input = {} as Record<string, unknown>;
    for (const where of ['params', 'query', 'body'] as const) {
      const schema = schemas[where];
      if (schema)
        input[where] = parseInput(schema, where === 'body' ? (req.body ?? {}) : req[where], where);
    }
    return handler(input as Parsed<S>, req, res, next);
  };
}
