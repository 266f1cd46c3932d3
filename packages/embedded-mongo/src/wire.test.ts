import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedMongo } from './index.js';
import { startEmbeddedMongo } from './index.js';
import { usingRealMongo } from './test-support.js';
import { MessageFramer, OpCode, OpMsgFlags } from './wire.js';

/** Raw protocol checks: what the driver never sends on its own but other clients may. */

let requestId = 0;

function header(length: number, opCode: number): Buffer {
  const buffer = Buffer.alloc(16);
  buffer.writeInt32LE(length, 0);
  buffer.writeInt32LE(++requestId, 4);
  buffer.writeInt32LE(0, 8);
  buffer.writeInt32LE(opCode, 12);
  return buffer;
}

function opMsg(
  body: Document,
  options: { flags?: number; sequences?: [string, Document[]][]; checksum?: boolean } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.alloc(4)];
  const flags = (options.flags ?? 0) | (options.checksum ? OpMsgFlags.checksumPresent : 0);
  parts[0]!.writeUInt32LE(flags, 0);
  parts.push(Buffer.from([0]), Buffer.from(serialize(body)));
  for (const [identifier, docs] of options.sequences ?? []) {
    const payload = Buffer.concat([
      Buffer.from(`${identifier}\0`),
      ...docs.map((d) => Buffer.from(serialize(d))),
    ]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  // The checksum is not verified by the server; any four bytes stand in for a CRC-32C.
  if (options.checksum) parts.push(Buffer.from([1, 2, 3, 4]));
  const rest = Buffer.concat(parts);
  return Buffer.concat([header(16 + rest.length, OpCode.OP_MSG), rest]);
}

function opQuery(ns: string, query: Document): Buffer {
  const rest = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${ns}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    Buffer.from(serialize(query)),
  ]);
  return Buffer.concat([header(16 + rest.length, OpCode.OP_QUERY), rest]);
}

interface Reply {
  opCode: number;
  responseTo: number;
  doc: Document;
}

/** A raw connection that decodes replies (OP_MSG kind 0 or OP_REPLY with one document). */
class RawClient {
  private readonly framer = new MessageFramer();
  private readonly replies: Reply[] = [];
  private waiting: (() => void) | undefined;
  closed = false;

  constructor(readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      for (const message of this.framer.push(chunk)) {
        const opCode = message.readInt32LE(12);
        const offset = opCode === OpCode.OP_REPLY ? 36 : 21;
        this.replies.push({
          opCode,
          responseTo: message.readInt32LE(8),
          doc: deserialize(message.subarray(offset)),
        });
      }
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
  }

  static open(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawClient(socket)));
      socket.once('error', reject);
    });
  }

  send(message: Buffer): number {
    this.socket.write(message);
    return requestId;
  }

  async next(): Promise<Reply> {
    while (this.replies.length === 0) {
      if (this.closed) throw new Error('connection closed');
      await new Promise<void>((resolve) => (this.waiting = resolve));
    }
    return this.replies.shift()!;
  }

  async closedByServer(): Promise<boolean> {
    while (!this.closed) await new Promise<void>((resolve) => (this.waiting = resolve));
    return true;
  }
}

let server: EmbeddedMongo;
let client: RawClient;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  client = await RawClient.open(server.port);
});
afterAll(async () => {
  client?.socket.destroy();
  await server?.stop();
});

describe.skipIf(usingRealMongo)('wire protocol', () => {
  it('answers a legacy OP_QUERY isMaster with an OP_REPLY', async () => {
    const id = client.send(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    const reply = await client.next();
    expect(reply).toMatchObject({ opCode: OpCode.OP_REPLY, responseTo: id });
    expect(reply.doc).toMatchObject({
      ismaster: true,
      helloOk: true,
      maxWireVersion: 21,
      logicalSessionTimeoutMinutes: 30,
      ok: 1,
    });
  });

  it('accepts an OP_MSG with a checksum trailer and a kind-1 document sequence', async () => {
    const documents = [
      { _id: 1, v: 'a' },
      { _id: 2, v: 'b' },
    ];
    const id = client.send(
      opMsg(
        { insert: 'raw', $db: 'wire' },
        { checksum: true, sequences: [['documents', documents]] },
      ),
    );
    const reply = await client.next();
    expect(reply).toMatchObject({ opCode: OpCode.OP_MSG, responseTo: id, doc: { n: 2, ok: 1 } });
    client.send(opMsg({ find: 'raw', filter: {}, $db: 'wire' }));
    expect((await client.next()).doc.cursor).toMatchObject({ firstBatch: documents });
  });

  it('sends no reply to a moreToCome message', async () => {
    client.send(
      opMsg(
        { insert: 'quiet', documents: [{ _id: 1 }], $db: 'wire' },
        { flags: OpMsgFlags.moreToCome },
      ),
    );
    const pingId = client.send(opMsg({ ping: 1, $db: 'admin' }));
    const reply = await client.next();
    expect(reply.responseTo).toBe(pingId);
    client.send(opMsg({ count: 'quiet', $db: 'wire' }));
    expect((await client.next()).doc).toMatchObject({ n: 1 });
  });

  it('handles messages split across TCP chunks and several messages in one chunk', async () => {
    const first = opMsg({ ping: 1, $db: 'admin' });
    const second = opMsg({ ping: 1, $db: 'admin' });
    const both = Buffer.concat([first, second]);
    client.socket.write(both.subarray(0, 7));
    await new Promise((resolve) => setTimeout(resolve, 10));
    client.socket.write(both.subarray(7));
    expect((await client.next()).doc).toMatchObject({ ok: 1 });
    expect((await client.next()).doc).toMatchObject({ ok: 1 });
  });

  it('answers a malformed command body with an error and keeps the connection', async () => {
    const broken = opMsg({ ping: 1, $db: 'admin' });
    broken.writeUInt8(9, 20); // section kind 9 does not exist
    client.send(broken);
    expect((await client.next()).doc).toMatchObject({ ok: 0 });
    client.send(opMsg({ ping: 1, $db: 'admin' }));
    expect((await client.next()).doc).toMatchObject({ ok: 1 });
  });

  it('drops only the connection that sends an impossible frame length', async () => {
    const victim = await RawClient.open(server.port);
    const bogus = Buffer.alloc(16);
    bogus.writeInt32LE(3, 0);
    victim.send(bogus);
    expect(await victim.closedByServer()).toBe(true);
    client.send(opMsg({ ping: 1, $db: 'admin' }));
    expect((await client.next()).doc).toMatchObject({ ok: 1 });
  });
});
