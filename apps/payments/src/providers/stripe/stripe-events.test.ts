import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { HANDLED_STRIPE_EVENTS } from './stripe-events.js';

const README = new URL('../../../../../README.md', import.meta.url);

/** The event types the README's "Stripe webhook events" list names, in its order. */
async function readmeEvents(): Promise<string[]> {
  const lines = (await readFile(README, 'utf8')).split('\n');
  const start = lines.findIndex((line) => line.startsWith('**Stripe webhook events**'));
  if (start < 0) throw new Error('README has no "Stripe webhook events" paragraph');
  const rest = lines.slice(start + 1);
  const first = rest.findIndex((line) => line.startsWith('- '));
  const end = rest.findIndex((line, index) => index > first && !line.startsWith('- '));
  const bullets = rest.slice(first, end < 0 ? undefined : end);
  // What each bullet names, before its colon: `a.b`, or `a.b`, `c.d`.
  return bullets.flatMap((line) =>
    [...(line.slice(2).split(': ')[0] ?? '').matchAll(/`([a-z_.]+)`/g)].map(
      (match) => match[1] ?? '',
    ),
  );
}

describe('the Stripe events payments handles', () => {
  it('are the ones the README tells the owner to send, each once', async () => {
    const named = await readmeEvents();
    expect(named).toEqual([...HANDLED_STRIPE_EVENTS]);
  });
});
