import { describe, expect, it } from 'vitest';
import { stackNetwork } from './network.js';

describe('the local preview network (pnpm start)', () => {
  it("runs the gateway in production mode, so pages render with React's production build", () => {
    const network = stackNetwork('build');
    expect(network.gateway.NODE_ENV).toBe('production');
    expect(network.services.NODE_ENV).toBeUndefined();
  });

  it('keeps every service on 127.0.0.1 and trusts no address to name a visitor', () => {
    const network = stackNetwork('build');

    expect(network.services).toEqual({ LISTEN_HOST: '127.0.0.1', TRUST_PROXY: 'false' });
    expect(network.gateway).toEqual({
      LISTEN_HOST: '127.0.0.1',
      TRUST_PROXY: 'false',
      NODE_ENV: 'production',
    });
  });
});
