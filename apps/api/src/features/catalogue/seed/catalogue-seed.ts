import mongoose from 'mongoose';
import {
  productImageAddress,
  SEED_COLLECTIONS,
  SEED_PEARLS,
  SEED_TITLES,
  type SeedTitle,
  type SeedVariant,
} from '@ministry/catalogue-seed';
import { CollectionModel, PearlModel, ProductModel } from '@ministry/db';

/** The seed's records are dated back from here, an hour apart, newest first as listed. */
const SEED_NEWEST = new Date('2025-01-06T09:00:00.000Z');
const HOUR = 3_600_000;

/** The file name the sample downloads use: one PDF per digital variant without a link. */
export const sampleFileName = (title: Pick<SeedTitle, 'slug'>): string => `${title.slug}.pdf`;

/** The product records the seed writes, without collection ids (those are looked up). */
export function seedProducts() {
  return SEED_TITLES.flatMap((title) =>
    title.variants.map((variant: SeedVariant) => {
      const {
        variants: _variants,
        fileText: _fileText,
        collections: _collections,
        ...shared
      } = title;
      return {
        ...shared,
        ...variant,
        // The demo catalogue is on the storefront from the first run (a new product is a draft).
        status: 'live' as const,
        imageUrl: title.imageUrl ?? productImageAddress(title.slug),
        ...(variant.format === 'digital' && !title.externalUrl
          ? { downloadFile: sampleFileName(title) }
          : {}),
        collectionSlugs: title.collections ?? [],
      };
    }),
  );
}

export interface CatalogueSeedReport {
  products: { total: number; added: number };
  collections: { total: number; added: number };
  pearls: { total: number; added: number };
}

/**
 * Inserts a record only when none matches: existing records are never touched, so running the
 * seed again changes nothing and what staff have edited survives.
 */
const INSERT_MISSING = { upsert: true, timestamps: false } as const;
const wasInserted = (result: { upsertedCount: number }) => result.upsertedCount > 0;

const countAdded = (results: boolean[]) => results.filter(Boolean).length;

/**
 * The demo catalogue: collections, then products in both formats (linked to their collections
 * by slug), then the Orthodox Pearls. Idempotent: products are matched by slug and format,
 * collections by slug, pearls by their words and who said them.
 */
export async function seedCatalogue(): Promise<CatalogueSeedReport> {
  // Unique indexes first, so that two seeds racing each other cannot both insert.
  await Promise.all([ProductModel.init(), CollectionModel.init(), PearlModel.init()]);

  const collectionResults: boolean[] = [];
  for (const [index, collection] of SEED_COLLECTIONS.entries()) {
    const createdAt = new Date(SEED_NEWEST.getTime() - index * HOUR);
    collectionResults.push(
      wasInserted(
        await CollectionModel.updateOne(
          { slug: collection.slug },
          { $setOnInsert: { ...collection, createdAt, updatedAt: createdAt } },
          INSERT_MISSING,
        ),
      ),
    );
  }
  const collectionIds = new Map(
    (
      await CollectionModel.find({
        slug: mongoose.trusted({ $in: SEED_COLLECTIONS.map(({ slug }) => slug) }),
      }).lean()
    ).map((collection) => [collection.slug, collection._id]),
  );

  const productResults: boolean[] = [];
  for (const [index, { collectionSlugs, ...product }] of seedProducts().entries()) {
    const createdAt = new Date(SEED_NEWEST.getTime() - index * HOUR);
    const collections = collectionSlugs.flatMap((slug) => collectionIds.get(slug) ?? []);
    productResults.push(
      wasInserted(
        await ProductModel.updateOne(
          // A seeded product the owner has since given another slug is still there.
          {
            format: product.format,
            $or: mongoose.trusted([{ slug: product.slug }, { previousSlugs: product.slug }]),
          },
          { $setOnInsert: { ...product, collections, createdAt, updatedAt: createdAt } },
          INSERT_MISSING,
        ),
      ),
    );
  }

  const pearlResults: boolean[] = [];
  for (const [index, pearl] of SEED_PEARLS.entries()) {
    const createdAt = new Date(SEED_NEWEST.getTime() - index * HOUR);
    pearlResults.push(
      wasInserted(
        await PearlModel.updateOne(
          { title: pearl.title, body: pearl.body },
          { $setOnInsert: { ...pearl, createdAt, updatedAt: createdAt } },
          INSERT_MISSING,
        ),
      ),
    );
  }

  return {
    collections: { total: SEED_COLLECTIONS.length, added: countAdded(collectionResults) },
    products: { total: productResults.length, added: countAdded(productResults) },
    pearls: { total: SEED_PEARLS.length, added: countAdded(pearlResults) },
  };
}

/** One line for the start-up log. */
export const describeSeed = (report: CatalogueSeedReport): string =>
  (['products', 'collections', 'pearls'] as const)
    .map((kind) => `${report[kind].total} ${kind} (${report[kind].added} new)`)
    .join(', ');
