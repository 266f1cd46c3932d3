import { config } from 'zod';

describe('zod-setup', () => {
  it('tells zod, loaded before or after it, never to compile parsers with eval in the browser', async () => {
    await import('./zod-setup');

    expect(config().jitless).toBe(true);
  });
});
