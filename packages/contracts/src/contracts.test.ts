import { describe, expect, it } from 'vitest';
import {
  calendarTodayQuerySchema,
  categorySlug,
  checkoutSessionRequestSchema,
  contactMessageInputSchema,
  createPostInputSchema,
  loginRequestSchema,
  productListQuerySchema,
  registerUserInputSchema,
  seasonTagSchema,
  updatePostInputSchema,
} from './index.js';

const id = 'a'.repeat(24);

describe('productListQuerySchema', () => {
  it('accepts the product page query and coerces the limit', () => {
    expect(
      productListQuerySchema.parse({ slug: 'morning-prayers', format: 'physical', limit: '12' }),
    ).toEqual({
      slug: 'morning-prayers',
      format: 'physical',
      limit: 12,
    });
  });

  it('refuses a repeated key, which arrives as a list', () => {
    expect(productListQuerySchema.safeParse({ slug: ['a', 'b'] }).success).toBe(false);
  });

  it('refuses operator keys such as slug[$ne]', () => {
    expect(productListQuerySchema.safeParse({ 'slug[$ne]': 'x' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ slug: { $ne: 'x' } }).success).toBe(false);
  });

  it('refuses limits outside 1 to 100 and unknown formats', () => {
    expect(productListQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ format: 'vinyl' }).success).toBe(false);
  });
});

describe('createPostInputSchema', () => {
  it('drops an author sent by the client and defaults to an unpublished post', () => {
    const parsed = createPostInputSchema.parse({
      title: ' Lent ',
      excerpt: 'e',
      content: 'c',
      author: id,
      role: 'admin',
    });
    expect(parsed).toEqual({
      title: 'Lent',
      excerpt: 'e',
      content: 'c',
      categories: [],
      seasons: [],
      published: false,
    });
  });

  it('requires title, excerpt and content', () => {
    const result = createPostInputSchema.safeParse({ title: '', excerpt: 'e' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'content',
      'title',
    ]);
  });

  it('lets an edit send nothing at all', () => {
    expect(updatePostInputSchema.parse({ _id: id, author: { _id: id, username: 'x' } })).toEqual(
      {},
    );
  });
});

describe('users and login', () => {
  it('gives a new user the editor role by default and normalises the email', () => {
    expect(
      registerUserInputSchema.parse({
        username: 'anna',
        email: ' Anna@Example.org ',
        password: 'long enough',
      }),
    ).toMatchObject({ email: 'anna@example.org', role: 'editor' });
  });

  it('refuses roles other than editor and admin', () => {
    expect(
      registerUserInputSchema.safeParse({
        username: 'a',
        email: 'a@b.co',
        password: 'long enough',
        role: 'owner',
      }).success,
    ).toBe(false);
  });

  it('refuses an operator where the login email belongs', () => {
    expect(loginRequestSchema.safeParse({ email: { $ne: null }, password: 'x' }).success).toBe(
      false,
    );
  });
});

describe('categorySlug', () => {
  it('lower-cases and turns each run of white space into one hyphen', () => {
    expect(categorySlug('  Great   Lent\tReadings ')).toBe('great-lent-readings');
  });
});

describe('checkoutSessionRequestSchema', () => {
  it('refuses an empty cart with the message a buyer understands', () => {
    const result = checkoutSessionRequestSchema.safeParse({ cartItems: [] });
    expect(result.error?.issues[0]?.message).toBe('Your cart is empty.');
  });
});

describe('contactMessageInputSchema', () => {
  it('requires a name, a valid email and a message', () => {
    const result = contactMessageInputSchema.safeParse({ name: '', email: 'nope', message: '' });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
  });
});

describe('calendarTodayQuerySchema', () => {
  it('accepts a calendar and a date, both optional', () => {
    expect(calendarTodayQuerySchema.parse({})).toEqual({});
    expect(calendarTodayQuerySchema.parse({ calendar: 'old', date: '2024-03-29' })).toEqual({
      calendar: 'old',
      date: '2024-03-29',
    });
  });

  it('refuses an unknown calendar, a day that does not exist and a year out of range', () => {
    expect(calendarTodayQuerySchema.safeParse({ calendar: 'julian' }).success).toBe(false);
    expect(calendarTodayQuerySchema.safeParse({ date: '2023-02-29' }).success).toBe(false);
    expect(calendarTodayQuerySchema.safeParse({ date: '29/03/2024' }).success).toBe(false);
    expect(calendarTodayQuerySchema.safeParse({ date: '2800-01-01' }).success).toBe(false);
    expect(calendarTodayQuerySchema.safeParse({ date: ['2024-03-29'] }).success).toBe(false);
  });
});

describe('seasonTagSchema', () => {
  it('accepts seasons and feasts, so resources can be tagged with either', () => {
    expect(seasonTagSchema.parse('great-lent')).toBe('great-lent');
    expect(seasonTagSchema.parse('pascha')).toBe('pascha');
    expect(seasonTagSchema.safeParse('christmas').success).toBe(false);
  });
});
