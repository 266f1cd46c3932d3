import { describe, expect, it } from 'vitest';
import { postSchema, productSchema } from './index.js';

const post = {
  _id: '64b7f0c2a1b2c3d4e5f60718',
  title: 'On prayer',
  slug: 'on-prayer',
  excerpt: 'An excerpt',
  content: '*Lord*',
  contentHtml: '<p><em>Lord</em></p>\n',
  categories: [],
  published: true,
  author: null,
  byline: 'The Ministry',
};

const product = {
  _id: '64b7f0c2a1b2c3d4e5f60719',
  name: 'Prayer Book',
  slug: 'prayer-book',
  format: 'digital',
  description: '**Daily** prayers',
  descriptionHtml: '<p><strong>Daily</strong> prayers</p>\n',
};

describe('rendered markdown in answers', () => {
  it('carries a post’s content as rendered HTML beside its markdown', () => {
    expect(postSchema.parse(post).contentHtml).toBe('<p><em>Lord</em></p>\n');
  });

  it('refuses a post answer without its rendered HTML', () => {
    const { contentHtml: _html, ...withoutHtml } = post;
    expect(postSchema.safeParse(withoutHtml).success).toBe(false);
  });

  it('carries a product’s description as rendered HTML, empty when there is none', () => {
    expect(productSchema.parse(product).descriptionHtml).toBe(
      '<p><strong>Daily</strong> prayers</p>\n',
    );
    const { description: _description, ...withoutDescription } = product;
    expect(
      productSchema.parse({ ...withoutDescription, descriptionHtml: '' }).descriptionHtml,
    ).toBe('');
  });

  it('refuses a product answer without its rendered HTML', () => {
    const { descriptionHtml: _html, ...withoutHtml } = product;
    expect(productSchema.safeParse(withoutHtml).success).toBe(false);
  });
});
