import {
  objectIdSchema,
  type CreatePearlInput,
  type Pearl,
  type PublicUser,
  type UpdatePearlInput,
} from '@ministry/contracts';
import { PearlModel, toPearlDto } from '@ministry/db';
import { AppError } from '@ministry/http';
import { listPearls } from '../pearls.service.js';
import { recordCatalogueChange } from './record-change.js';

/** Case and accents ignored, as the pearls page's search box. */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Every pearl by title, or those whose title, book or body contains `q`. */
export async function listAdminPearls(q?: string): Promise<Pearl[]> {
  const pearls = await listPearls('title');
  if (!q) return pearls;
  const needle = fold(q);
  return pearls.filter((pearl) =>
    [pearl.title, pearl.book ?? '', pearl.body].some((text) => fold(text).includes(needle)),
  );
}

async function findPearl(id: string) {
  const record = objectIdSchema.safeParse(id).success ? await PearlModel.findById(id).lean() : null;
  if (!record) throw AppError.notFound('Pearl not found');
  return record;
}

export async function createPearl(input: CreatePearlInput, user: PublicUser): Promise<Pearl> {
  const created = await PearlModel.create(
    input.book ? input : { title: input.title, body: input.body, seasons: input.seasons },
  );
  await recordCatalogueChange(user, {
    action: 'create',
    entity: 'pearl',
    entityId: created._id.toString(),
    label: created.title,
  });
  return toPearlDto(created);
}

export async function updatePearl(
  id: string,
  input: UpdatePearlInput,
  user: PublicUser,
): Promise<Pearl> {
  const record = await findPearl(id);
  const set: Record<string, unknown> = {};
  if (input.title) set.title = input.title;
  if (input.seasons) set.seasons = input.seasons;
  if (input.body) set.body = input.body;
  if (input.book) set.book = input.book;
  const clearBook = input.book === null || input.book === '';
  await PearlModel.updateOne(
    { _id: record._id },
    {
      ...(Object.keys(set).length ? { $set: set } : {}),
      ...(clearBook ? { $unset: { book: 1 } } : {}),
    },
  );
  const updated = await findPearl(id);
  await recordCatalogueChange(user, {
    action: 'update',
    entity: 'pearl',
    entityId: id,
    label: updated.title,
    fields: Object.keys(input),
  });
  return toPearlDto(updated);
}

export async function deletePearl(id: string, user: PublicUser): Promise<void> {
  const record = await findPearl(id);
  await PearlModel.deleteOne({ _id: record._id });
  await recordCatalogueChange(user, {
    action: 'delete',
    entity: 'pearl',
    entityId: id,
    label: record.title,
  });
}
