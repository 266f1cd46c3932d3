import { renderMarkdown } from '@ministry/markdown';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/index.js';
import { ProductModel, PRODUCT_MARKDOWN } from './product.model.js';
import { fillMissingHtml } from './rendered-markdown.js';

useTestDatabase();

const product = { name: 'Akathist', slug: 'akathist', format: 'digital' } as const;

const storedHtml = async (slug: string = product.slug) =>
  (await ProductModel.findOne({ slug }).lean())?.descriptionHtml;

describe('renderedMarkdown on the product model', () => {
  it('renders the description when a product is created', async () => {
    await ProductModel.create({ ...product, description: 'A **hymn** of praise' });
    expect(await storedHtml()).toBe('<p>A <strong>hymn</strong> of praise</p>\n');
  });

  it('stores an empty string for a product without a description', async () => {
    await ProductModel.create(product);
    expect(await storedHtml()).toBe('');
  });

  it('renders again when a saved document’s description changes', async () => {
    const document = await ProductModel.create({ ...product, description: 'old' });
    document.description = '*new*';
    await document.save();
    expect(await storedHtml()).toBe('<p><em>new</em></p>\n');
  });

  it('renders the description an update sets, however the update is written', async () => {
    await ProductModel.create({ ...product, description: 'old' });

    await ProductModel.updateOne({ slug: product.slug }, { description: 'plain *set*' });
    expect(await storedHtml()).toBe('<p>plain <em>set</em></p>\n');

    await ProductModel.updateOne({ slug: product.slug }, { $set: { description: '# Title' } });
    expect(await storedHtml()).toBe('<h1>Title</h1>\n');

    const answered = await ProductModel.findOneAndUpdate(
      { slug: product.slug },
      { $set: { description: '[link](javascript:alert(1))' } },
      { new: true },
    ).lean();
    expect(answered?.descriptionHtml).toBe('<p><a>link</a></p>\n');

    await ProductModel.updateOne({ slug: product.slug }, { $unset: { description: 1 } });
    expect(await storedHtml()).toBe('');
  });

  it('renders the description an upsert inserts', async () => {
    await ProductModel.updateOne(
      { slug: 'psalter', format: 'digital' },
      { $setOnInsert: { name: 'Psalter', description: '> Blessed is the man' } },
      { upsert: true },
    );
    expect(await storedHtml('psalter')).toBe(
      '<blockquote>\n<p>Blessed is the man</p>\n</blockquote>\n',
    );
  });

  it('leaves the HTML alone when an update does not touch the description', async () => {
    await ProductModel.create({ ...product, description: '*kept*' });
    await ProductModel.updateOne({ slug: product.slug }, { $inc: { stock: 1 } });
    expect(await storedHtml()).toBe('<p><em>kept</em></p>\n');
  });
});

describe('fillMissingHtml', () => {
  it('renders the HTML of documents stored without it, once', async () => {
    await ProductModel.collection.insertMany([
      { ...product, description: 'Stored **before**' },
      { ...product, slug: 'no-description' },
    ]);
    await ProductModel.create({ ...product, slug: 'already', description: 'done' });

    expect(await fillMissingHtml(ProductModel, PRODUCT_MARKDOWN)).toBe(2);
    expect(await storedHtml()).toBe(renderMarkdown('Stored **before**'));
    expect(await storedHtml('no-description')).toBe('');
    expect(await storedHtml('already')).toBe('<p>done</p>\n');

    expect(await fillMissingHtml(ProductModel, PRODUCT_MARKDOWN)).toBe(0);
  });
});
