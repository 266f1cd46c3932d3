import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { errorHandler } from './error-handler.js';
import { errorPages, renderErrorPage } from './error-page.js';
import { testLogger } from './testing.js';

const SITE = { siteName: 'Orthodox Resources', supportEmail: 'help@ministry.example' };

/** An app whose one route fails with `error`, its pages before the one JSON error middleware. */
function failingWith(error: unknown) {
  const app = express();
  app.get(
    '/thing',
    () => {
      throw error;
    },
    errorPages({
      site: SITE,
      logger: testLogger(),
      pageFor: (appError) => ({
        heading: appError.status === 410 ? 'This link has expired' : 'Something went wrong',
        paragraphs: [appError.message],
        action: { href: '/downloads', label: 'Get a new link' },
      }),
    }),
  );
  app.use(errorHandler(testLogger()));
  return app;
}

describe('errorPages', () => {
  it('answers a browser a page with the error’s status', async () => {
    const response = await request(failingWith(AppError.gone('Link expired')))
      .get('/thing')
      .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8')
      .expect(410)
      .expect('Content-Type', /^text\/html/)
      .expect('Vary', /Accept/);

    expect(response.text).toContain('<h1>This link has expired</h1>');
    expect(response.text).toContain('<a class="action" href="/downloads">Get a new link</a>');
  });

  it.each([
    ['application/json', 'application/json'],
    ['anything', '*/*'],
    ['nothing', undefined],
    ['JSON before HTML', 'application/json, text/html;q=0.9'],
  ])('answers a client that accepts %s with the JSON error', async (_case, accept) => {
    const call = request(failingWith(AppError.gone('Link expired'))).get('/thing');
    const response = await (accept ? call.set('Accept', accept) : call).expect(410);

    expect(response.body).toEqual({ error: 'Link expired', message: 'Link expired', code: 'gone' });
  });

  it('keeps an unexpected error’s details off the page, answering 500', async () => {
    const response = await request(failingWith(new Error('database password is hunter2')))
      .get('/thing')
      .set('Accept', 'text/html')
      .expect(500);

    expect(response.text).toContain('<h1>Something went wrong</h1>');
    expect(response.text).not.toContain('hunter2');
  });
});

describe('renderErrorPage', () => {
  it('escapes everything it is given', () => {
    const html = renderErrorPage(
      {
        heading: '<script>alert(1)</script>',
        paragraphs: ['Tom & Jerry said "hi"'],
        action: { href: '/x?a=1&b="2"', label: '<b>go</b>' },
      },
      { siteName: 'A <Site>', supportEmail: 'a&b@example.org' },
    );

    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('<p>Tom &amp; Jerry said &quot;hi&quot;</p>');
    expect(html).toContain('href="/x?a=1&amp;b=&quot;2&quot;">&lt;b&gt;go&lt;/b&gt;</a>');
    expect(html).toContain('<header>A &lt;Site&gt;</header>');
    expect(html).toContain('href="mailto:a&amp;b@example.org"');
  });

  it('is a whole page a phone reads: language, viewport and a title naming the site', () => {
    const html = renderErrorPage({ heading: 'This link has expired', paragraphs: [] }, SITE);

    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>This link has expired · Orthodox Resources</title>');
  });
});
