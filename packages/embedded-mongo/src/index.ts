import { Journal } from './journal.js';
import { WireServer } from './server.js';
import { Store } from './store.js';

export interface EmbeddedMongoOptions {
  /** Interface to listen on; default '127.0.0.1'. */
  host?: string;
  /** TCP port; default 0 = a free port. */
  port?: number;
  /**
   * When set: loaded on start (with its journal, `<dataFile>.journal`); every change is appended
   * to the journal and fsynced before the server answers; the whole file is rewritten when the
   * journal grows and on stop(). When unset, data lives in memory only.
   */
  dataFile?: string;
  /** Receives diagnostic lines (connection errors, write failures); default silent. */
  logger?: (line: string) => void;
  /**
   * Test commands (`configureFailPoint` with MongoDB's `failCommand`), as mongod's
   * `--setParameter enableTestCommands=1`; default off.
   */
  enableTestCommands?: boolean;
}

export interface EmbeddedMongo {
  readonly host: string;
  readonly port: number;
  /** `mongodb://127.0.0.1:<port>` (no database; callers append '/<db>'). */
  readonly uri: string;
  /** Closes all sockets and the listener, then compacts the journal into the data file. */
  stop(): Promise<void>;
  /** true while no data was ever stored (all databases empty) — used to decide auto-seeding */
  isEmpty(): boolean;
}

function uriHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts a MongoDB wire-protocol server backed by an in-memory store. */
export async function startEmbeddedMongo(
  options: EmbeddedMongoOptions = {},
): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const log = options.logger ?? (() => undefined);
  let journal: Journal | undefined;
  // While the journal loads the store, `journal` is unset: replayed changes are not recorded again.
  const store = new Store((change) => journal?.append(change));
  if (options.dataFile) journal = await Journal.open(options.dataFile, store, log);
  const server = new WireServer({
    host,
    port: options.port ?? 0,
    store,
    log,
    durable: () => journal?.durable(),
    enableTestCommands: options.enableTestCommands ?? false,
  });
  const address = await server.listen();
  let stopping: Promise<void> | undefined;
  return {
    host,
    port: address.port,
    uri: `mongodb://${uriHost(host)}:${address.port}`,
    stop() {
      stopping ??= (async () => {
        await server.close();
        await journal?.close();
      })();
      return stopping;
    },
    isEmpty: () => store.isEmpty(),
  };
}
