import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, productSchema, uploadSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { createLocalStorage } from '../../uploads/storage/local-storage.js';
import { mp3File, opusFile, pngImage } from '../../uploads/testing.js';
import { createProduct, temporaryDir } from '../testing.js';
import { buildStaffApp, createStaff } from './testing.js';

useTestDatabase();

const buildApp = () => buildStaffApp({}, { storage: createLocalStorage(temporaryDir('audio-')) });
type App = ReturnType<typeof buildApp>;

async function upload(app: App, auth: Record<string, string>, kind: string, bytes: Buffer) {
  const response = await request(app)
    .post(`/api/uploads?kind=${kind}`)
    .set(auth)
    .attach('file', bytes, `file.${kind}`)
    .expect(201);
  return uploadSchema.parse(response.body);
}

const publicProduct = async (app: App, id: string) =>
  productSchema.parse((await request(app).get(`/api/products/id/${id}`).expect(200)).body);

describe('audio on a product (a prayer read aloud)', () => {
  it('shows the uploaded recording and its transcript on the public product, as stored', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const prayer = await createProduct({ name: 'Prayer before Sleep' });
    const audio = await upload(app, asAdmin, 'audio', mp3File());

    const saved = await request(app)
      .patch(`/api/products/${prayer._id}`)
      .set(asAdmin)
      .send({ audioFileId: audio.id, audioTranscript: 'Into Thy hands, O Lord…' })
      .expect(200);

    const expected = {
      uploadId: audio.id,
      url: audio.url,
      contentType: 'audio/mpeg',
      size: audio.size,
      transcript: 'Into Thy hands, O Lord…',
    };
    expect(adminProductSchema.parse(saved.body).audio).toEqual(expected);
    expect((await publicProduct(app, prayer._id)).audio).toEqual(expected);
  });

  it('replaces the recording with another, and takes it away with null', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const prayer = await createProduct();
    const first = await upload(app, asAdmin, 'audio', mp3File());
    const second = await upload(app, asAdmin, 'audio', opusFile());
    const patch = (body: object) =>
      request(app).patch(`/api/products/${prayer._id}`).set(asAdmin).send(body).expect(200);

    await patch({ audioFileId: first.id });
    await patch({ audioFileId: second.id });
    expect((await publicProduct(app, prayer._id)).audio).toMatchObject({
      url: second.url,
      contentType: 'audio/ogg',
    });

    await patch({ audioFileId: null });
    expect((await publicProduct(app, prayer._id)).audio).toBeUndefined();
  });

  it('refuses an image in place of audio, and never takes a type or size from the client', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const prayer = await createProduct();
    const image = await upload(app, asAdmin, 'image', await pngImage(400, 400));

    const refused = await request(app)
      .patch(`/api/products/${prayer._id}`)
      .set(asAdmin)
      .send({ audioFileId: image.id })
      .expect(400);
    expect(refused.body.message).toMatch(/does not exist: upload it with kind "audio"/);
    await request(app)
      .patch(`/api/products/${prayer._id}`)
      .set(asAdmin)
      .send({ audio: { url: '/evil.mp3', contentType: 'text/html', size: 1 } })
      .expect(400);
    expect((await publicProduct(app, prayer._id)).audio).toBeUndefined();
  });

  it('lets an editor type the transcript but not change the recording', async () => {
    const { asAdmin, asEditor } = await createStaff();
    const app = buildApp();
    const prayer = await createProduct();
    const audio = await upload(app, asAdmin, 'audio', mp3File());

    const refused = await request(app)
      .patch(`/api/products/${prayer._id}`)
      .set(asEditor)
      .send({ audioFileId: audio.id })
      .expect(403);
    expect(refused.body.message).toBe('Editors may not change the audio; ask an admin.');
    await request(app)
      .patch(`/api/products/${prayer._id}`)
      .set(asEditor)
      .send({ audioTranscript: 'O heavenly King' })
      .expect(200);
  });
});
