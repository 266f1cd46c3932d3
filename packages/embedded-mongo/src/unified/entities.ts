/**
 * The entity map of the unified test format: clients (with command monitoring), databases,
 * collections and sessions created by `createEntities`, plus results saved by operations.
 */
import type {
  ClientSession,
  Collection,
  CommandFailedEvent,
  CommandStartedEvent,
  CommandSucceededEvent,
  Db,
  Document,
  MongoClientOptions,
  ReadConcernLike,
  TagSet,
  WriteConcern,
} from 'mongodb';
import { deserialize, serialize } from 'bson';
import { MongoClient, ReadPreference } from 'mongodb';

export type ObservedEvent =
  | { type: 'commandStartedEvent'; event: CommandStartedEvent }
  | { type: 'commandSucceededEvent'; event: CommandSucceededEvent }
  | { type: 'commandFailedEvent'; event: CommandFailedEvent };

export interface ClientEntity {
  client: MongoClient;
  events: ObservedEvent[];
}

/** Commands whose events are never observed (the spec's sensitive commands and fail points). */
const ALWAYS_IGNORED = new Set([
  'configurefailpoint',
  'authenticate',
  'saslstart',
  'saslcontinue',
  'getnonce',
  'createuser',
  'updateuser',
  'copydbgetnonce',
  'copydbsaslstart',
  'copydb',
  'hello',
  'ismaster',
]);

/** Entity types this runner can create. */
export const SUPPORTED_ENTITY_TYPES = new Set(['client', 'database', 'collection', 'session']);
/** Client entity fields this runner honours (others make a test not runnable). */
export const SUPPORTED_CLIENT_FIELDS = new Set([
  'id',
  'uriOptions',
  'useMultipleMongoses',
  'observeEvents',
  'ignoreCommandMonitoringEvents',
]);
export const SUPPORTED_EVENTS = new Set([
  'commandStartedEvent',
  'commandSucceededEvent',
  'commandFailedEvent',
]);

interface SpecReadPreference {
  mode: string;
  maxStalenessSeconds?: number;
  tagSets?: TagSet[];
}

interface SpecCollectionOptions {
  readConcern?: ReadConcernLike;
  writeConcern?: WriteConcern;
  readPreference?: SpecReadPreference;
}

function readPreference(spec: SpecReadPreference | undefined): ReadPreference | undefined {
  if (!spec) return undefined;
  const options =
    spec.maxStalenessSeconds !== undefined
      ? { maxStalenessSeconds: spec.maxStalenessSeconds }
      : undefined;
  return new ReadPreference(spec.mode as never, spec.tagSets, options);
}

function collectionOptions(options: SpecCollectionOptions | undefined): Document {
  if (!options) return {};
  const out: Document = {};
  if (options.readConcern) out.readConcern = options.readConcern;
  if (options.writeConcern) out.writeConcern = options.writeConcern;
  const pref = readPreference(options.readPreference);
  if (pref) out.readPreference = pref;
  return out;
}

export interface EntityDescription {
  client?: {
    id: string;
    uriOptions?: Document;
    observeEvents?: string[];
    ignoreCommandMonitoringEvents?: string[];
  };
  database?: {
    id: string;
    client: string;
    databaseName: string;
    databaseOptions?: SpecCollectionOptions;
  };
  collection?: {
    id: string;
    database: string;
    collectionName: string;
    collectionOptions?: SpecCollectionOptions;
  };
  session?: { id: string; client: string; sessionOptions?: Document };
}

export class EntityMap {
  private readonly entities = new Map<string, unknown>();
  private readonly clients: ClientEntity[] = [];
  private readonly sessions: ClientSession[] = [];
  private readonly lsids = new Map<string, Document>();
  private readonly sessionClients = new Map<string, MongoClient>();
  private readonly failPoints: { client: MongoClient; name: string }[] = [];

  /**
   * @param uri the server every client entity connects to
   * @param internal the runner's own client, for assertions on the server's state
   */
  constructor(
    private readonly uri: string,
    readonly internal?: MongoClient,
  ) {}

  get(id: string): unknown {
    if (!this.entities.has(id)) throw new Error(`no entity named ${id}`);
    return this.entities.get(id);
  }

  set(id: string, value: unknown): void {
    if (this.entities.has(id)) throw new Error(`entity ${id} already exists`);
    this.entities.set(id, value);
  }

  client(id: string): ClientEntity {
    return this.get(id) as ClientEntity;
  }

  database(id: string): Db {
    return this.get(id) as Db;
  }

  collection(id: string): Collection {
    return this.get(id) as Collection;
  }

  session(id: string): ClientSession {
    return this.get(id) as ClientSession;
  }

  /** The client a session entity was started from. */
  sessionClient(id: string): MongoClient {
    const client = this.sessionClients.get(id);
    if (!client) throw new Error(`no session named ${id}`);
    return client;
  }

  /** The lsid a session entity had when it was created (valid after it ended). */
  sessionLsid(id: string): Document | undefined {
    return this.lsids.get(id);
  }

  async create(descriptions: EntityDescription[]): Promise<void> {
    for (const description of descriptions) {
      if (description.client) await this.createClient(description.client);
      else if (description.database) {
        const { id, client, databaseName, databaseOptions } = description.database;
        this.set(
          id,
          this.client(client).client.db(databaseName, collectionOptions(databaseOptions)),
        );
      } else if (description.collection) {
        const { id, database, collectionName, collectionOptions: options } = description.collection;
        this.set(
          id,
          this.database(database).collection(collectionName, collectionOptions(options)),
        );
      } else if (description.session) {
        const { id, client, sessionOptions } = description.session;
        const session = this.client(client).client.startSession(sessionOptions);
        this.sessions.push(session);
        this.sessionClients.set(id, this.client(client).client);
        if (session.id) this.lsids.set(id, session.id);
        this.set(id, session);
      } else {
        throw new Error(`unsupported entity ${Object.keys(description).join(', ')}`);
      }
    }
  }

  private async createClient(spec: NonNullable<EntityDescription['client']>): Promise<void> {
    const options: MongoClientOptions = {
      serverSelectionTimeoutMS: 5_000,
      monitorCommands: true,
      ...(spec.uriOptions as MongoClientOptions | undefined),
    };
    const client = new MongoClient(this.uri, options);
    const entity: ClientEntity = { client, events: [] };
    const observed = new Set(spec.observeEvents ?? []);
    const ignored = new Set((spec.ignoreCommandMonitoringEvents ?? []).map((c) => c.toLowerCase()));
    const keep = (name: string): boolean =>
      !ALWAYS_IGNORED.has(name.toLowerCase()) && !ignored.has(name.toLowerCase());
    client.on('commandStarted', (event) => {
      if (observed.has('commandStartedEvent') && keep(event.commandName)) {
        // The command as it was sent: the driver may change its objects afterwards (a retried
        // commit adds `wtimeout` to the write concern it shares with the first attempt).
        const sent = deserialize(serialize(event.command), { promoteLongs: false });
        entity.events.push({
          type: 'commandStartedEvent',
          event: Object.assign(event, { command: sent }),
        });
      }
    });
    client.on('commandSucceeded', (event) => {
      if (observed.has('commandSucceededEvent') && keep(event.commandName)) {
        entity.events.push({ type: 'commandSucceededEvent', event });
      }
    });
    client.on('commandFailed', (event) => {
      if (observed.has('commandFailedEvent') && keep(event.commandName)) {
        entity.events.push({ type: 'commandFailedEvent', event });
      }
    });
    await client.connect();
    this.clients.push(entity);
    this.set(spec.id, entity);
  }

  /** A fail point set by the test, to be turned off when it ends. */
  addFailPoint(client: MongoClient, name: string): void {
    this.failPoints.push({ client, name });
  }

  async close(): Promise<void> {
    for (const { client, name } of this.failPoints) {
      await client.db('admin').command({ configureFailPoint: name, mode: 'off' });
    }
    for (const session of this.sessions) {
      await session.endSession().catch(() => undefined);
    }
    await Promise.all(this.clients.map((c) => c.client.close()));
  }
}
