import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { startEmbeddedMongo } from '@ministry/embedded-mongo';
import { connectDatabase, type Database } from '../connection.js';
import { dropDatabaseOn, freshDatabaseName, hostsOf, testMongoUri } from './test-server.js';

export interface FreezableDatabase {
  /** `mongodb://127.0.0.1:<port>`: the database, reached through this relay. */
  readonly uri: string;
  /** From now on nothing reaches the database and nothing comes back, as with a hung server. */
  freeze(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a database that can be frozen: connections stay open but go silent,
 * which is how a stopped (SIGSTOP) or overloaded server looks to the driver. Lets a test prove
 * that a service answers quickly when its database hangs.
 */
export async function freezableDatabase(target: {
  host: string;
  port: number;
}): Promise<FreezableDatabase> {
  let frozen = false;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => {
      if (!frozen) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!frozen) client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    uri: `mongodb://127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Connects the process-wide mongoose (as a service does) to a fresh database through a freezable
 * relay: on the real MongoDB named by `TEST_MONGODB_URI` when one is (dropped on close), else on
 * a fresh embedded server. For a test file of its own: it replaces the file's database connection.
 */
export async function connectFreezableDatabase(): Promise<{
  database: Database;
  freeze(): void;
  close(): Promise<void>;
}> {
  const dbName = freshDatabaseName();
  const server = testMongoUri();
  let target: { host: string; port: number };
  let stopTarget: () => Promise<void>;
  let relayed: (relayUri: string) => string;
  if (server) {
    // One relay stands for one server: the driver must not discover (and bypass it for) others.
    if (!server.startsWith('mongodb://') || hostsOf(server).length !== 1) {
      throw new Error(
        'connectFreezableDatabase: TEST_MONGODB_URI must name one host (mongodb://host:port) for the relay to stand in front of',
      );
    }
    const url = new URL(server);
    target = { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 27017) };
    stopTarget = () => dropDatabaseOn(server, dbName);
    relayed = (relayUri) => {
      const through = new URL(server);
      through.host = new URL(relayUri).host;
      through.pathname = `/${dbName}`;
      through.searchParams.set('directConnection', 'true');
      return through.toString();
    };
  } else {
    const embedded = await startEmbeddedMongo();
    target = { host: embedded.host, port: embedded.port };
    stopTarget = () => embedded.stop();
    relayed = (relayUri) => `${relayUri}/${dbName}`;
  }
  const relay = await freezableDatabase(target);
  const database = await connectDatabase({ uri: relayed(relay.uri), engine: 'uri' });
  return {
    database,
    freeze: () => relay.freeze(),
    async close() {
      await relay.close();
      await database.close();
      await stopTarget();
    },
  };
}
