import { describe, expect, it } from 'vitest';
import { answerKey } from './cached-answers.js';
import { publicApiAnswerPatterns } from './public-api-answers.js';

describe("the api's public answers, as the api and the gateway hold them", () => {
  const patterns = publicApiAnswerPatterns();

  it('names every public catalogue and journal read, with its query', () => {
    for (const address of [
      '/api/products?format=digital',
      '/api/products/id/64b7f0c2a1b2c3d4e5f60718',
      '/api/collections',
      '/api/pearls?sort=title',
      '/api/biblestudies',
      '/api/prayers',
      '/api/nutsandbolts',
      '/api/posts',
      '/api/posts/slug/great-lent',
      '/api/categories',
    ]) {
      expect(answerKey(address, patterns), address).toBeTruthy();
    }
  });

  it('leaves out staff, personal and nested addresses', () => {
    for (const address of [
      '/api/users',
      '/api/admin/products',
      '/api/products/id/1/download',
      '/api/posts/slug/',
      '/api/downloads/token',
      '/api/productsx',
    ]) {
      expect(answerKey(address, patterns), address).toBeUndefined();
    }
  });
});
