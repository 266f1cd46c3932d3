import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { pearlOfTheDaySchema, seasonResourcesSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { createUser } from '../auth/testing.js';
import { buildApp, createPearl, createProduct, hoursAgo } from '../catalogue/testing.js';
import { createPost } from '../posts/testing.js';

useTestDatabase();

/** A day of Great Lent 2024 (day 12), Pascha 2025, and a day of the Nativity Fast 2026. */
const GREAT_LENT_DAY = '2024-03-29';
const PASCHA = '2025-04-20';
const NATIVITY_FAST_DAY = '2026-11-23';

/** An api whose "today" is the given civil date, at noon UTC. */
const appOn = (date: string, env: Record<string, string> = {}) =>
  buildApp(env, { now: () => new Date(`${date}T12:00:00Z`) });

const season = async (query: string, app = buildApp()) => {
  const response = await request(app).get(`/api/calendar/season${query}`).expect(200);
  return seasonResourcesSchema.parse(response.body);
};

const namesOf = (items: { name: string }[]) => items.map(({ name }) => name);
const titlesOf = (items: { title: string }[]) => items.map(({ title }) => title);

async function tagTheYear() {
  const author = await createUser();
  await createProduct({ name: 'Lenten Triodion booklet', seasons: ['great-lent'] });
  await createProduct({ name: 'Paschal Hours', seasons: ['pascha', 'bright-week'] });
  await createProduct({ name: 'Nativity Fast prayers', seasons: ['nativity-fast'] });
  await createProduct({ name: 'Untagged prayer book' });
  await createPost({ author: author._id, title: 'Keeping the Fast', seasons: ['great-lent'] });
  await createPost({ author: author._id, title: 'Christ is Risen', seasons: ['pascha'] });
  await createPost({ author: author._id, title: 'Advent of the Lord', seasons: ['nativity-fast'] });
  await createPearl({ title: 'St. Ephrem', seasons: ['great-lent'] });
  await createPearl({ title: 'St. John Chrysostom', seasons: ['pascha'] });
  await createPearl({ title: 'St. Nicholas', seasons: ['nativity-fast'] });
}

describe('GET /api/calendar/season', () => {
  it.each([
    [GREAT_LENT_DAY, 'great-lent', 'Lenten Triodion booklet', 'Keeping the Fast', 'St. Ephrem'],
    [PASCHA, 'bright-week', 'Paschal Hours', 'Christ is Risen', 'St. John Chrysostom'],
    [
      NATIVITY_FAST_DAY,
      'nativity-fast',
      'Nativity Fast prayers',
      'Advent of the Lord',
      'St. Nicholas',
    ],
  ])(
    'on %s answers the %s day with only what is tagged for it',
    async (date, id, product, post, pearl) => {
      await tagTheYear();

      const answer = await season(`?date=${date}`);

      expect(answer.day).toMatchObject({ date, season: { id } });
      expect(namesOf(answer.products)).toEqual([product]);
      expect(titlesOf(answer.posts)).toEqual([post]);
      expect(titlesOf(answer.pearls)).toEqual([pearl]);
    },
  );

  it('answers for today by the clock the api was given, on the owner calendar', async () => {
    await tagTheYear();

    const answer = await season('', appOn(PASCHA, { DEFAULT_CALENDAR: 'new' }));

    expect(answer.day).toMatchObject({ date: PASCHA, calendar: 'new', feasts: [{ id: 'pascha' }] });
    expect(namesOf(answer.products)).toEqual(['Paschal Hours']);
  });

  it('follows the Old Calendar: its Nativity Fast begins 13 days later', async () => {
    await createProduct({ name: 'Nativity Fast prayers', seasons: ['nativity-fast'] });

    const newCalendar = await season('?date=2026-11-20&calendar=new');
    const oldCalendar = await season('?date=2026-11-20&calendar=old');

    expect(namesOf(newCalendar.products)).toEqual(['Nativity Fast prayers']);
    expect(oldCalendar.products).toEqual([]);
  });

  it('finds resources tagged with a feast of the day, not only its season', async () => {
    // 25 March 2024 is the Annunciation, in Great Lent.
    await createProduct({ name: 'Akathist to the Theotokos', seasons: ['annunciation'] });

    const feast = await season('?date=2024-03-25');
    const nextDay = await season('?date=2024-03-26');

    expect(feast.day.feasts.map(({ id }) => id)).toContain('annunciation');
    expect(namesOf(feast.products)).toEqual(['Akathist to the Theotokos']);
    expect(nextDay.products).toEqual([]);
  });

  it('never lists drafts or archived products', async () => {
    const author = await createUser();
    await createProduct({
      name: 'Archived Lenten booklet',
      seasons: ['great-lent'],
      status: 'archived',
    });
    await createProduct({ name: 'Draft Lenten booklet', seasons: ['great-lent'], status: 'draft' });
    await createPost({
      author: author._id,
      title: 'Draft on fasting',
      published: false,
      seasons: ['great-lent'],
    });

    const answer = await season(`?date=${GREAT_LENT_DAY}`);

    expect(answer.products).toEqual([]);
    expect(answer.posts).toEqual([]);
  });

  it('keeps to its limits: 8 editions newest first, 4 posts newest first', async () => {
    const author = await createUser();
    for (let i = 1; i <= 10; i += 1) {
      await createProduct({
        name: `Lenten booklet ${i}`,
        seasons: ['great-lent'],
        createdAt: hoursAgo(i),
      });
    }
    for (let i = 1; i <= 5; i += 1) {
      const publishedAt = new Date(Date.UTC(2024, 0, i));
      await createPost({
        author: author._id,
        title: `Lent ${i}`,
        publishedAt,
        seasons: ['great-lent'],
      });
    }

    const answer = await season(`?date=${GREAT_LENT_DAY}`);

    expect(namesOf(answer.products)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Lenten booklet ${i + 1}`),
    );
    expect(titlesOf(answer.posts)).toEqual(['Lent 5', 'Lent 4', 'Lent 3', 'Lent 2']);
  });

  it.each([
    ['?calendar=julian', /calendar must be new or old/],
    ['?date=2024-02-30', /query\.date must be a date as YYYY-MM-DD/],
    ['?date=2800-01-01', /must be a date from 1583 to 2799/],
    ['?season=great-lent', /unknown parameter "season"/],
  ])('refuses %s with a 400 that names the problem', async (query, mentions) => {
    const response = await request(buildApp()).get(`/api/calendar/season${query}`).expect(400);

    expect(response.body.message).toMatch(mentions);
  });
});

describe('GET /api/calendar/pearl (the sidebar pearl of the day)', () => {
  const pearlOn = async (date: string) => {
    const response = await request(appOn(date)).get('/api/calendar/pearl').expect(200);
    return pearlOfTheDaySchema.parse(response.body).pearl;
  };

  it('prefers the pearls tagged for today', async () => {
    await createPearl({ title: 'St. Ephrem', seasons: ['great-lent'] });
    await createPearl({ title: 'St. Nicholas', seasons: ['nativity-fast'] });
    await createPearl({ title: 'Abba Poemen' });
    await createPearl({ title: 'Abba Moses' });

    for (let visit = 0; visit < 5; visit += 1) {
      expect((await pearlOn(NATIVITY_FAST_DAY))?.title).toBe('St. Nicholas');
      expect((await pearlOn(GREAT_LENT_DAY))?.title).toBe('St. Ephrem');
    }
  });

  it('picks among every pearl when none is tagged for today', async () => {
    await createPearl({ title: 'St. Ephrem', seasons: ['great-lent'] });
    await createPearl({ title: 'Abba Poemen' });

    const picked = await pearlOn(PASCHA);

    expect(['St. Ephrem', 'Abba Poemen']).toContain(picked?.title);
  });

  it('answers null when there are no pearls at all', async () => {
    expect(await pearlOn(PASCHA)).toBeNull();
  });
});
