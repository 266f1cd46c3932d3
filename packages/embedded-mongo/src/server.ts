import type { Document } from 'bson';
import { createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { executeCommand } from './commands/index.js';
import type { ServerInfo } from './commands/index.js';
import { CursorManager } from './cursors.js';
import { withServerErrorLabels } from './error-labels.js';
import { MongoCommandError } from './errors.js';
import { FailPoints } from './fail-points.js';
import { LocalSessions } from './sessions.js';
import { isPlainObject } from './values.js';
import type { Store } from './store.js';
import { SnapshotReads } from './snapshots.js';
import { TransactionManager } from './transactions.js';
import type { Request } from './wire.js';
import {
  encodeOpMsg,
  encodeOpReply,
  MessageFramer,
  OpCode,
  parseMessage,
  WireProtocolError,
} from './wire.js';

export interface WireServerOptions {
  host: string;
  port: number;
  store: Store;
  log: (line: string) => void;
  /** Resolves once every change made so far is on disk (undefined: nothing to wait for). */
  durable?: () => Promise<void> | undefined;
  /** Test commands (`configureFailPoint`), as mongod's `enableTestCommands`; default off. */
  enableTestCommands?: boolean;
}

/** What a fail point makes of a command: no answer, the connection closed. */
const CLOSE_CONNECTION = Symbol('close the connection');

/** TCP listener speaking the MongoDB wire protocol; every connection shares one store. */
export class WireServer {
  private readonly server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly cursors = new CursorManager();
  private readonly transactions: TransactionManager;
  private readonly snapshots: SnapshotReads;
  private readonly sessions = new LocalSessions();
  private readonly failPoints: FailPoints | undefined;
  /** The application name each connection gave in its handshake (a fail point may name one). */
  private readonly appNames = new Map<number, string>();
  private readonly startedAt = Date.now();
  private connectionCount = 0;
  private nextRequestId = 1;
  private address: AddressInfo | undefined;

  constructor(private readonly options: WireServerOptions) {
    this.transactions = new TransactionManager(options.store, options.log);
    this.snapshots = new SnapshotReads(options.store, this.transactions);
    this.failPoints = options.enableTestCommands ? new FailPoints() : undefined;
    this.server = createServer((socket) => this.accept(socket));
  }

  listen(): Promise<AddressInfo> {
    return new Promise((resolve, reject) => {
      const onError = (err: Error): void => reject(err);
      this.server.once('error', onError);
      this.server.listen(this.options.port, this.options.host, () => {
        this.server.off('error', onError);
        this.server.on('error', (err) =>
          this.options.log(`embedded-mongo: server error: ${err.message}`),
        );
        this.address = this.server.address() as AddressInfo;
        resolve(this.address);
      });
    });
  }

  async close(): Promise<void> {
    this.cursors.close();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private info(): ServerInfo {
    return {
      host: this.options.host,
      port: this.address?.port ?? this.options.port,
      startedAt: this.startedAt,
      currentConnections: () => this.sockets.size,
      totalConnections: () => this.connectionCount,
    };
  }

  private accept(socket: Socket): void {
    const connectionId = ++this.connectionCount;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const framer = new MessageFramer();
    // Replies wait until the changes before them are on disk, and leave in request order.
    let replies: Promise<void> | undefined;
    const send = (bytes: Buffer): void => {
      const durable = this.options.durable?.();
      if (!durable && !replies) {
        socket.write(bytes);
        return;
      }
      const previous = replies;
      const sent = (async () => {
        await previous;
        await durable;
        if (!socket.destroyed) socket.write(bytes);
      })().catch((err: unknown) => {
        // Not on disk means not acknowledged: the client sees the connection drop instead.
        this.options.log(
          `embedded-mongo: closing connection ${connectionId}: ${err instanceof Error ? err.message : String(err)}`,
        );
        socket.destroy();
      });
      replies = sent;
      void sent.then(() => {
        if (replies === sent) replies = undefined;
      });
    };
    socket.on('data', (chunk: Buffer) => {
      let messages: Buffer[];
      try {
        messages = framer.push(chunk);
      } catch (err) {
        // A broken frame leaves no way to find the next message: only this connection is dropped.
        this.options.log(
          `embedded-mongo: closing connection ${connectionId}: ${err instanceof Error ? err.message : String(err)}`,
        );
        socket.destroy();
        return;
      }
      for (const message of messages) {
        if (socket.destroyed) return;
        try {
          this.handle(socket, send, connectionId, message);
        } catch (err) {
          // Last resort: handle() already turns command failures into replies.
          this.options.log(
            `embedded-mongo: dropping connection ${connectionId}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
          );
          socket.destroy();
          return;
        }
      }
    });
    socket.on('error', (err) =>
      this.options.log(`embedded-mongo: connection ${connectionId} error: ${err.message}`),
    );
    socket.on('close', () => {
      this.sockets.delete(socket);
      this.appNames.delete(connectionId);
    });
  }

  private handle(
    socket: Socket,
    send: (bytes: Buffer) => void,
    connectionId: number,
    message: Buffer,
  ): void {
    let request: Request;
    try {
      request = parseMessage(message);
    } catch (err) {
      const header = err instanceof WireProtocolError ? err.header : undefined;
      const reason = err instanceof Error ? err.message : String(err);
      this.options.log(`embedded-mongo: bad message on connection ${connectionId}: ${reason}`);
      if (!header) {
        socket.destroy();
        return;
      }
      const reply = new MongoCommandError('FailedToParse', `invalid message: ${reason}`).toReply();
      const encode = header.opCode === OpCode.OP_QUERY ? encodeOpReply : encodeOpMsg;
      send(encode(this.nextRequestId++, header.requestId, reply));
      return;
    }
    const reply = this.execute(request, connectionId);
    if (reply === CLOSE_CONNECTION) {
      socket.destroy();
      return;
    }
    if (request.kind === 'msg' && request.moreToCome) return;
    const encode = request.kind === 'query' ? encodeOpReply : encodeOpMsg;
    let bytes: Buffer;
    try {
      bytes = encode(this.nextRequestId++, request.header.requestId, reply);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      bytes = encode(
        this.nextRequestId++,
        request.header.requestId,
        new MongoCommandError('InternalError', `could not encode reply: ${reason}`).toReply(),
      );
    }
    send(bytes);
  }

  private execute(request: Request, connectionId: number): Document | typeof CLOSE_CONNECTION {
    let db: string;
    if (request.kind === 'query') {
      const ns = request.fullCollectionName;
      if (!ns.endsWith('.$cmd')) {
        return new MongoCommandError(
          'IllegalOperation',
          'OP_QUERY is only supported for commands (db.$cmd)',
        ).toReply();
      }
      db = ns.slice(0, -'.$cmd'.length);
    } else {
      db = typeof request.command.$db === 'string' ? request.command.$db : 'admin';
    }
    const { command } = request;
    const name = Object.keys(command)[0] ?? '';
    this.sessions.touch(command.lsid);
    if (HANDSHAKES.has(name)) {
      const appName = applicationName(command);
      if (appName !== undefined) this.appNames.set(connectionId, appName);
    }
    const failure = this.failPoints?.actionFor(name, this.appNames.get(connectionId));
    if (failure?.kind === 'close') return CLOSE_CONNECTION;
    if (failure?.kind === 'error') return withServerErrorLabels(command, failure.reply);
    const reply = executeCommand(command, {
      db,
      store: this.options.store,
      cursors: this.cursors,
      transactions: this.transactions,
      snapshots: this.snapshots,
      sessions: this.sessions,
      failPoints: this.failPoints,
      connectionId,
      server: this.info(),
      log: this.options.log,
    });
    if (failure?.kind === 'writeConcernError' && reply.ok === 1) {
      // The command ran; its write concern is said to have failed, as MongoDB's fail point does.
      return withServerErrorLabels(command, {
        ...reply,
        writeConcernError: failure.writeConcernError,
        ...(failure.errorLabels ? { errorLabels: failure.errorLabels } : {}),
      });
    }
    return withServerErrorLabels(command, reply);
  }
}

const HANDSHAKES = new Set(['hello', 'isMaster', 'ismaster']);

/** `client.application.name` of a handshake. */
function applicationName(command: Document): string | undefined {
  const client: unknown = command.client;
  if (!isPlainObject(client) || !isPlainObject(client.application)) return undefined;
  const name: unknown = client.application.name;
  return typeof name === 'string' ? name : undefined;
}
