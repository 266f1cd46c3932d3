import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postSchema, uploadSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { buildStaffApp, createStaff } from '../catalogue/admin/testing.js';
import { temporaryDir } from '../catalogue/testing.js';
import { createLocalStorage } from '../uploads/storage/local-storage.js';
import { mp3File, pdfFile } from '../uploads/testing.js';
import { createPost } from '../posts/testing.js';
import { podcastFeedProblems } from './podcast-feed-check.js';
import { podcastGuid } from './podcast.service.js';

useTestDatabase();

const ORIGIN = 'https://orthodox-resources.example';
const FEED = '/api/journey/podcast.xml';

const buildApp = () =>
  buildStaffApp({ WEB_ORIGIN: ORIGIN }, { storage: createLocalStorage(temporaryDir('podcast-')) });
type App = ReturnType<typeof buildApp>;

const text = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    res.on('end', () => done(null, body));
  });

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });

async function feedOf(app: App) {
  const response = await text(request(app).get(FEED)).expect(200);
  expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
  const xml = response.body as string;
  const channel = (parser.parse(xml) as { rss: { channel: Record<string, unknown> } }).rss.channel;
  const items = [channel.item ?? []].flat() as Record<string, unknown>[];
  return { xml, channel, items };
}

async function uploadAudio(app: App, auth: Record<string, string>, bytes = mp3File()) {
  const response = await request(app)
    .post('/api/uploads?kind=audio')
    .set(auth)
    .attach('file', bytes, 'reading.mp3')
    .expect(201);
  return uploadSchema.parse(response.body);
}

async function publishWithAudio(
  app: App,
  auth: Record<string, string>,
  fields: { title: string; published?: boolean; audioTranscript?: string },
) {
  const audio = await uploadAudio(app, auth);
  const response = await request(app)
    .post('/api/posts')
    .set(auth)
    .send({
      excerpt: `About ${fields.title} & more`,
      content: 'The words.',
      published: true,
      audioFileId: audio.id,
      ...fields,
    })
    .expect(201);
  return { audio, post: postSchema.parse(response.body) };
}

describe('GET /api/journey/podcast.xml', () => {
  it('lists published posts with a recording as episodes, and passes the podcast feed rules', async () => {
    const { admin, asAdmin } = await createStaff();
    const app = buildApp();
    const { audio, post } = await publishWithAudio(app, asAdmin, {
      title: 'The Jesus Prayer',
      audioTranscript: 'Lord Jesus Christ, Son of God, have mercy on me.',
    });
    await publishWithAudio(app, asAdmin, { title: 'A draft reading', published: false });
    await createPost({ author: admin._id, title: 'Words only' });

    const { xml, channel, items } = await feedOf(app);

    expect(podcastFeedProblems(xml)).toEqual([]);
    expect(channel['podcast:guid']).toBe(podcastGuid(`${ORIGIN}/journey/podcast.xml`));
    expect(items.map((item) => item.title)).toEqual(['The Jesus Prayer']);
    expect(items[0]).toMatchObject({
      link: `${ORIGIN}/journey/${post.slug}`,
      enclosure: {
        '@_url': `${ORIGIN}${audio.url}`,
        '@_length': String(audio.size),
        '@_type': 'audio/mpeg',
      },
      'podcast:transcript': {
        '@_url': `${ORIGIN}/api/journey/transcripts/${post.slug}.txt`,
        '@_type': 'text/plain',
      },
    });
    const transcript = await request(app)
      .get(`/api/journey/transcripts/${post.slug}.txt`)
      .expect(200);
    expect(transcript.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(transcript.text).toBe('Lord Jesus Christ, Son of God, have mercy on me.');
  });

  it('is a valid feed with no items while no post has a recording', async () => {
    const { admin } = await createStaff();
    await createPost({ author: admin._id });

    const { xml, items } = await feedOf(buildApp());

    expect(podcastFeedProblems(xml)).toEqual([]);
    expect(items).toEqual([]);
  });

  it('fails the rules when an episode lacks its enclosure length, or its enclosure', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    await publishWithAudio(app, asAdmin, { title: 'Vespers' });
    const { xml } = await feedOf(app);

    expect(podcastFeedProblems(xml.replace(/ length="\d+"/, ''))).toEqual([
      'item 1: enclosure length must be a positive whole number of bytes',
    ]);
    expect(podcastFeedProblems(xml.replace(/<enclosure [^>]*\/>/, ''))).toEqual([
      'item 1: missing enclosure',
    ]);
    expect(podcastFeedProblems(xml.replace('<podcast:guid>', '<podcast:guid>x'))).toEqual([
      'channel: podcast:guid must be a UUIDv5',
    ]);
  });

  it("names the feed by Podcasting 2.0's UUIDv5 of its address, without the scheme", () => {
    // The namespace's own example.
    expect(podcastGuid('https://podnews.net/rss')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
    expect(podcastGuid('http://podnews.net/rss/')).toBe('9b024349-ccf0-5f69-a609-6b82873eab3c');
  });

  // The W3C Feed Validator (Python 3 with lxml, html5lib and rdflib; FEEDVALIDATOR_PYTHON names
  // one that has them): FEEDVALIDATOR_DIR is its src folder (github.com/w3c/feedvalidator). It
  // knows RSS 2.0 and the itunes tags.
  it.runIf(process.env.FEEDVALIDATOR_DIR)(
    'passes the W3C Feed Validator, which refuses it without an enclosure length',
    async () => {
      const { asAdmin } = await createStaff();
      const app = buildApp();
      await publishWithAudio(app, asAdmin, { title: 'Compline', audioTranscript: 'O Lord.' });
      const { xml } = await feedOf(app);
      const validate = (feed: string) => {
        const file = join(temporaryDir('feedvalidator-'), 'podcast.xml');
        writeFileSync(file, feed);
        const run = spawnSync(process.env.FEEDVALIDATOR_PYTHON ?? 'python3', ['demo.py', file], {
          cwd: process.env.FEEDVALIDATOR_DIR,
          encoding: 'utf8',
        });
        expect(run.stdout, run.stderr).toMatch(/^Validating /);
        // Read from a file, the feed's self link cannot match where it was read from.
        const lines = run.stdout
          .split('\n')
          .filter((line) => /^line \d+/.test(line) && !/Self reference/.test(line));
        return lines.map((line) => line.replace(/^line \d+, column \d+: /, ''));
      };

      expect(validate(xml)).toEqual([]);
      expect(validate(xml.replace(/ length="\d+"/, ''))).toEqual([
        'Missing enclosure attribute: length',
      ]);
    },
    30_000,
  );
});

describe('audio on a post', () => {
  it("keeps the stored upload's type and size, whatever the client sends, and is taken off with null", async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const { audio, post } = await publishWithAudio(app, asAdmin, { title: 'Matins' });
    expect(post.audio).toEqual({
      uploadId: audio.id,
      url: audio.url,
      contentType: 'audio/mpeg',
      size: audio.size,
    });

    const forged = await request(app)
      .put(`/api/posts/${post._id}`)
      .set(asAdmin)
      .send({ ...post, audio: { ...post.audio, contentType: 'text/html', size: 1 } })
      .expect(200);
    expect(postSchema.parse(forged.body).audio).toMatchObject({
      contentType: 'audio/mpeg',
      size: audio.size,
    });

    const removed = await request(app)
      .put(`/api/posts/${post._id}`)
      .set(asAdmin)
      .send({ audioFileId: null })
      .expect(200);
    expect(postSchema.parse(removed.body).audio).toBeUndefined();
    await request(app).get(`/api/journey/transcripts/${post.slug}.txt`).expect(404);
  });

  it('refuses an upload that is not audio', async () => {
    const { asAdmin } = await createStaff();
    const app = buildApp();
    const pdf = await request(app)
      .post('/api/uploads?kind=download')
      .set(asAdmin)
      .attach('file', pdfFile('x'), 'x.pdf')
      .expect(201);

    const response = await request(app)
      .post('/api/posts')
      .set(asAdmin)
      .send({ title: 'T', excerpt: 'E', content: 'C', audioFileId: pdf.body.id })
      .expect(400);

    expect(response.body.message).toMatch(/does not exist: upload it with kind "audio"/);
  });
});
