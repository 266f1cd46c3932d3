import type { Document } from 'bson';
import { hostname } from 'node:os';
import { SESSION_TIMEOUT_MINUTES } from '../sessions.js';
import { MAX_BSON_OBJECT_SIZE, MAX_MESSAGE_SIZE } from '../wire.js';
import type { CommandContext, CommandHandler } from './context.js';

export const SERVER_VERSION = '7.0.0';
/** MongoDB 7.0's wire version; driver 7.x accepts 9..29 and fails server selection otherwise. */
const MAX_WIRE_VERSION = 21;
const MAX_WRITE_BATCH_SIZE = 100_000;

/**
 * Standalone topology (no setName). No `topologyVersion` either, so drivers poll with `hello`
 * instead of using the streaming (exhaust) protocol. `logicalSessionTimeoutMinutes` is what makes
 * drivers send sessions, which transactions need.
 */
const hello: CommandHandler = (_command, ctx) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  maxMessageSizeBytes: MAX_MESSAGE_SIZE,
  maxWriteBatchSize: MAX_WRITE_BATCH_SIZE,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: SESSION_TIMEOUT_MINUTES,
  connectionId: ctx.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_OBJECT_SIZE,
  storageEngines: ['embedded-mongo'],
  modules: [],
  javascriptEngine: 'none',
  ok: 1,
});

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  transactionLifetimeLimitSeconds: 60,
  requireApiVersion: false,
};

const getParameter: CommandHandler = (command) => {
  const wanted =
    command.getParameter === '*'
      ? Object.keys(PARAMETERS)
      : Object.keys(command).filter((key) => key in PARAMETERS);
  const reply: Document = {};
  for (const key of wanted) reply[key] = PARAMETERS[key] as unknown;
  return { ...reply, ok: 1 };
};

const serverStatus: CommandHandler = (_command, ctx) => {
  const uptimeMillis = Date.now() - ctx.server.startedAt;
  return {
    host: `${hostname()}:${ctx.server.port}`,
    version: SERVER_VERSION,
    process: 'embedded-mongo',
    pid: process.pid,
    uptime: Math.floor(uptimeMillis / 1000),
    uptimeMillis,
    localTime: new Date(),
    connections: {
      current: ctx.server.currentConnections(),
      available: 1000,
      totalCreated: ctx.server.totalConnections(),
    },
    metrics: { cursor: { open: { total: ctx.cursors.openCount } } },
    ok: 1,
  };
};

const whatsmyuri = (_command: Document, ctx: CommandContext): Document => ({
  you: `connection ${ctx.connectionId}`,
  ok: 1,
});

export const handshakeCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: () => ({ ok: 1 }),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  serverStatus,
  whatsmyuri,
  hostInfo: () => ({
    system: { hostname: hostname(), currentTime: new Date() },
    os: { type: process.platform },
    extra: {},
    ok: 1,
  }),
  getCmdLineOpts: () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 }),
  connectionStatus: () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  }),
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
};
