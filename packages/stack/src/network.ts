import { createServer } from 'node:net';

/**
 * The loopback address the gateway's forwarded requests leave from in `pnpm start`: the api and
 * payments trust X-Forwarded-For from it alone, so a local program calling them directly on
 * 127.0.0.1 cannot pick its own rate-limit address. (Linux routes all of 127.0.0.0/8 to the
 * loopback interface; macOS has only 127.0.0.1 unless an alias is added.)
 */
export const GATEWAY_SOURCE_ADDRESS = '127.0.0.2';

/** Whether this machine can open a socket on the address. */
export function canBind(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(0, address, () => server.close(() => resolve(true)));
  });
}

export interface StackNetwork {
  /** For the api and payments. */
  services: Record<string, string>;
  /** For the gateway, which faces the browser itself. */
  gateway: Record<string, string>;
  /** Said once at start-up when the services cannot tell the gateway from other local programs. */
  warning?: string;
}

/**
 * Every service listens on 127.0.0.1 only. `dev`: the services sit behind Vite's proxy on
 * loopback. `build`: behind the gateway, whose requests come from GATEWAY_SOURCE_ADDRESS.
 */
export async function stackNetwork(mode: 'dev' | 'build'): Promise<StackNetwork> {
  const local = { LISTEN_HOST: '127.0.0.1' };
  if (mode === 'dev') return { services: { ...local, TRUST_PROXY: 'loopback' }, gateway: local };
  // The gateway serves only production builds: with NODE_ENV unset, the web's server bundle would
  // load React's development build, which renders pages two to three times slower.
  const gateway = { ...local, TRUST_PROXY: 'false', NODE_ENV: 'production' };
  if (await canBind(GATEWAY_SOURCE_ADDRESS)) {
    return {
      services: { ...local, TRUST_PROXY: GATEWAY_SOURCE_ADDRESS },
      gateway: { ...gateway, UPSTREAM_LOCAL_ADDRESS: GATEWAY_SOURCE_ADDRESS },
    };
  }
  return {
    services: { ...local, TRUST_PROXY: 'false' },
    gateway,
    warning: `${GATEWAY_SOURCE_ADDRESS} is not available here: the services trust no X-Forwarded-For, so every visitor shares the gateway's rate limits`,
  };
}
