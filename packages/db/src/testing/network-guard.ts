import net from 'node:net';
import { hostsOf, testMongoUri } from './test-server.js';

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|::1|::ffff:127(?:\.\d{1,3}){3})$/i;

type ConnectArgs = Parameters<net.Socket['connect']>;

const targetHost = (args: unknown[]): string | undefined => {
  const [first, second] = args;
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string };
    return options.path ? 'localhost' : options.host;
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return 'localhost'; // a unix socket path
  return typeof second === 'string' ? second : undefined;
};

let installed = false;

/**
 * Makes any TCP connection to a host other than loopback throw, so no test can reach the
 * network by accident (Stripe, a mail server, a CDN): every peer a test talks to runs here.
 * The one exception is the real MongoDB named by `TEST_MONGODB_URI` (see `testMongoUri`), which
 * may run on another host (a compose service, a CI container).
 */
export function blockOutboundNetwork(): void {
  if (installed) return;
  installed = true;
  const databaseHosts = new Set(hostsOf(testMongoUri() ?? '').map((host) => host.toLowerCase()));
  // eslint-disable-next-line @typescript-eslint/unbound-method -- re-bound with apply below
  const connect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: ConnectArgs) {
    const host = targetHost(args);
    if (host !== undefined && !LOOPBACK.test(host) && !databaseHosts.has(host.toLowerCase())) {
      throw new Error(`Tests may only connect to loopback, not ${host}`);
    }
    return connect.apply(this, args);
  } as net.Socket['connect'];
}
