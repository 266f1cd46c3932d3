import { describe, expect, it } from 'vitest';
import { GATEWAY_SOURCE_ADDRESS, stackNetwork } from './network.js';

describe('the local preview network (pnpm start)', () => {
  it("runs the gateway in production mode, so pages render with React's production build", async () => {
    const network = await stackNetwork('build');
    expect(network.gateway.NODE_ENV).toBe('production');
    expect(network.services.NODE_ENV).toBeUndefined();
  });

  it('keeps every service on 127.0.0.1 and trusts X-Forwarded-For only from the gateway', async () => {
    const network = await stackNetwork('build');

    expect(network.warning).toBeUndefined();
    expect(network.services).toEqual({
      LISTEN_HOST: '127.0.0.1',
      TRUST_PROXY: GATEWAY_SOURCE_ADDRESS,
    });
    expect(network.gateway).toEqual({
      LISTEN_HOST: '127.0.0.1',
      TRUST_PROXY: 'false',
      NODE_ENV: 'production',
      UPSTREAM_LOCAL_ADDRESS: GATEWAY_SOURCE_ADDRESS,
    });
    expect(GATEWAY_SOURCE_ADDRESS).not.toBe('127.0.0.1');
  });
});
