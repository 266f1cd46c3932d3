import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postSchema, productSchema } from '@ministry/contracts';
import { ProductModel } from '@ministry/db';
import { useTestDatabase } from '@ministry/db/testing';
import { createUser } from './features/auth/testing.js';
import { buildApp } from './features/catalogue/testing.js';
import { PostModel } from './features/posts/post.model.js';
import { fillMissingMarkdownHtml } from './markdown-backfill.js';

useTestDatabase();

describe('fillMissingMarkdownHtml (at start-up)', () => {
  it('renders posts and products stored before their HTML was kept, once', async () => {
    const author = await createUser();
    // Written straight to the collections, as a database from before this change holds them.
    const productId = new mongoose.Types.ObjectId();
    await ProductModel.collection.insertMany([
      {
        _id: productId,
        name: 'Psalter',
        slug: 'psalter',
        format: 'digital',
        status: 'live',
        description: '*Psalms*',
      },
      { name: 'Card', slug: 'card', format: 'digital', status: 'live' },
    ]);
    await PostModel.collection.insertOne({
      title: 'Old post',
      slug: 'old-post',
      excerpt: 'An excerpt',
      content: 'Written **before**',
      categories: [],
      published: true,
      publishedAt: new Date(),
      author: new mongoose.Types.ObjectId(author._id),
    });

    expect(await fillMissingMarkdownHtml()).toEqual({ posts: 1, products: 2 });

    const app = buildApp();
    const post = await request(app).get('/api/posts/slug/old-post').expect(200);
    expect(postSchema.parse(post.body).contentHtml).toBe(
      '<p>Written <strong>before</strong></p>\n',
    );
    const product = await request(app).get(`/api/products/id/${productId.toString()}`).expect(200);
    expect(productSchema.parse(product.body).descriptionHtml).toBe('<p><em>Psalms</em></p>\n');
    const card = await request(app).get('/api/products?slug=card').expect(200);
    expect(card.body[0].descriptionHtml).toBe('');

    expect(await fillMissingMarkdownHtml()).toEqual({ posts: 0, products: 0 });
  });
});
