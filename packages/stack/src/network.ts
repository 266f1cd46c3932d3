/**
 * How the services of one machine's stack tell visitors apart. Every service listens on
 * 127.0.0.1 only. The api and payments count a request under the visitor named by the gateway
 * (and the page server inside it) with INTERNAL_PROXY_SECRET (packages/http internal-proxy.ts),
 * which the stack hands every service; a local program calling them directly is counted by its
 * own address, whatever X-Forwarded-For it sends. No loopback address is trusted: any program
 * here can bind any of 127.0.0.0/8, the gateway's address included.
 */
export interface StackNetwork {
  /** For the api and payments. */
  services: Record<string, string>;
  /** For the gateway, which faces the browser itself. */
  gateway: Record<string, string>;
}

/**
 * `dev`: the services sit behind Vite's proxy on loopback, which they trust as a proxy.
 * `build`: behind the gateway, which they trust by its secret alone.
 */
export function stackNetwork(mode: 'dev' | 'build'): StackNetwork {
  const local = { LISTEN_HOST: '127.0.0.1' };
  if (mode === 'dev') return { services: { ...local, TRUST_PROXY: 'loopback' }, gateway: local };
  return {
    services: { ...local, TRUST_PROXY: 'false' },
    // The gateway serves only production builds: with NODE_ENV unset, the web's server bundle
    // would load React's development build, which renders pages two to three times slower.
    gateway: { ...local, TRUST_PROXY: 'false', NODE_ENV: 'production' },
  };
}
