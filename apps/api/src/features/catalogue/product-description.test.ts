import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { productSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildApp, createProduct } from './testing.js';

useTestDatabase();

describe('a product’s description as HTML', () => {
  it('is answered beside the markdown, with the spec’s rules for pictures and links', async () => {
    const product = await createProduct({
      description: 'See ![A page](/images/page.svg) and [bad](javascript:alert(1)).',
    });

    const response = await request(buildApp()).get(`/api/products/id/${product._id}`).expect(200);

    expect(productSchema.parse(response.body).descriptionHtml).toBe(
      '<p>See <span class="italic text-ink-500">A page (/images/page.svg)</span> and <a>bad</a>.</p>\n',
    );
  });

  it('is an empty string for a product without a description', async () => {
    await createProduct({ slug: 'plain', description: undefined });

    const response = await request(buildApp()).get('/api/products?slug=plain').expect(200);

    expect(response.body[0].descriptionHtml).toBe('');
  });
});
