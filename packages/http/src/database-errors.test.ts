import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';
import { testLogger } from './testing.js';

/** An error as the driver or Mongoose names it (this package depends on neither). */
function namedError(name: string, message: string, cause?: Error): Error {
  const error = new Error(message, { cause });
  error.name = name;
  return error;
}

function appThrowing(error: Error) {
  const app = express();
  app.get('/api/products', () => {
    throw error;
  });
  app.use(errorHandler(testLogger()));
  return app;
}

const UNAVAILABLE = {
  error: 'The shop is briefly unavailable. Please try again in a minute.',
  message: 'The shop is briefly unavailable. Please try again in a minute.',
  code: 'service_unavailable',
};

describe('database trouble', () => {
  it.each([
    [
      'no server answered selection',
      namedError('MongoServerSelectionError', 'Server selection timed out after 2000 ms'),
    ],
    [
      'a hung connection',
      namedError('MongoNetworkTimeoutError', 'connection 4 to 127.0.0.1:27017 timed out'),
    ],
    [
      'a dropped connection',
      namedError('MongoNetworkError', 'connection 2 to 127.0.0.1:27017 closed'),
    ],
    [
      'mongoose waited for a connection',
      namedError('MongooseError', 'Operation `products.find()` buffering timed out after 2000ms'),
    ],
    [
      'a wrapped driver error',
      namedError('Error', 'query failed', namedError('MongoPoolClearedError', 'pool cleared')),
    ],
  ])('answers 503 with Retry-After when %s', async (_case, error) => {
    const response = await request(appThrowing(error)).get('/api/products');

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.body).toEqual(UNAVAILABLE);
  });

  it('still answers other failures with a plain 500 that hides the internals', async () => {
    const response = await request(appThrowing(namedError('MongoServerError', 'bad $group'))).get(
      '/api/products',
    );

    expect(response.status).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.body).toEqual({
      error: 'Internal server error',
      message: 'Internal server error',
      code: 'internal',
    });
  });
});
