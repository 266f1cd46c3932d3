import mongoose from 'mongoose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from './catalogue-version.js';
import { onCatalogueWrite } from './catalogue-writes.js';
import { CollectionModel } from './models/collection.model.js';
import { PearlModel } from './models/pearl.model.js';
import { ProductModel } from './models/product.model.js';
import { useTestDatabase } from './testing/index.js';

useTestDatabase();

const heard: string[] = [];
const stopListening = onCatalogueWrite((model) => heard.push(model));
// Before each test: emptying the database after the last one is heard too.
beforeEach(() => {
  heard.length = 0;
});
afterAll(stopListening);

const product = () =>
  ProductModel.create({ name: 'Prayer Rope', slug: 'prayer-rope', format: 'physical', stock: 3 });

describe('catalogue writes', () => {
  it('bump the version and tell this process on create, update and delete of a product', async () => {
    const rope = await product();
    expect(await readCatalogueVersion()).toBe(1);

    await ProductModel.updateOne({ _id: rope._id }, { $set: { price: 12 } });
    rope.name = 'Prayer Rope (50 knots)';
    await rope.save();
    await ProductModel.findOneAndDelete({ _id: rope._id });

    expect(await readCatalogueVersion()).toBe(4);
    expect(heard).toEqual(['Product', 'Product', 'Product', 'Product']);
  });

  it('count a stock change the way checkout takes it, but not an update that matched nothing', async () => {
    const rope = await product();
    const before = await readCatalogueVersion();

    await ProductModel.findOneAndUpdate(
      { _id: rope._id, stock: mongoose.trusted({ $gte: 1 }) },
      { $inc: { stock: -1 } },
    );
    expect(await readCatalogueVersion()).toBe(before + 1);

    await ProductModel.updateOne({ slug: 'no-such-product' }, { $inc: { stock: 1 } });
    await ProductModel.findOneAndUpdate({ slug: 'no-such-product' }, { $inc: { stock: 1 } });
    expect(await readCatalogueVersion()).toBe(before + 1);
  });

  it('cover collections, pearls and bulk inserts too', async () => {
    await CollectionModel.create({ name: 'Lent', slug: 'lent' });
    await PearlModel.insertMany([{ title: 'Abba Poemen', body: 'Teach your mouth.' }]);
    await PearlModel.deleteMany({});
    expect(await readCatalogueVersion()).toBe(3);
    expect(heard).toEqual(['Collection', 'Pearl', 'Pearl']);
  });
});
