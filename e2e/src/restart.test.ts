// The stack the browser tests run is `pnpm start`'s: a service that dies is started again.
import { readFileSync } from 'node:fs';
import { pidFile } from '@ministry/stack';
import { describe, expect, it } from 'vitest';
import { seeHeading } from './support/see';
import { useShop } from './support/shop';

const shop = useShop();
const gatewayPid = () => Number(readFileSync(pidFile(shop.dataDir, 'gateway'), 'utf8'));
const healthz = () =>
  fetch(`${shop.url}/healthz`).then(
    (response) => response.status,
    () => 'no answer',
  );

describe('pnpm start', () => {
  it('has the shop back within 5 s of its gateway being killed with SIGKILL', async () => {
    const killed = gatewayPid();
    expect(await healthz()).toBe(200);

    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    await expect
      .poll(async () => (gatewayPid() !== killed ? await healthz() : 'not restarted'), {
        timeout: 5_000,
        interval: 50,
      })
      .toBe(200);
    expect(Date.now() - killedAt).toBeLessThan(5_000);

    const page = await shop.visit();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await seeHeading(page, 'Welcome to Orthodox Resources');
  });
});
