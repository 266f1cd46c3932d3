import { deserialize, serialize } from 'bson';
import type { Document } from 'bson';

/** Opcodes of the MongoDB wire protocol that this server understands or sends. */
export const OpCode = {
  OP_REPLY: 1,
  OP_QUERY: 2004,
  OP_COMPRESSED: 2012,
  OP_MSG: 2013,
} as const;

const HEADER_SIZE = 16;

export const OpMsgFlags = {
  checksumPresent: 1 << 0,
  moreToCome: 1 << 1,
  exhaustAllowed: 1 << 16,
} as const;

/** Upper bound for an incoming message; MongoDB's own maxMessageSizeBytes. */
export const MAX_MESSAGE_SIZE = 48_000_000;
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

export interface MessageHeader {
  messageLength: number;
  requestId: number;
  responseTo: number;
  opCode: number;
}

export interface OpMsgRequest {
  kind: 'msg';
  header: MessageHeader;
  flags: number;
  /** The body with every kind-1 document sequence folded in under its identifier. */
  command: Document;
  moreToCome: boolean;
}

export interface OpQueryRequest {
  kind: 'query';
  header: MessageHeader;
  fullCollectionName: string;
  /** The query document, with a `$query` wrapper (old-style read preference) removed. */
  command: Document;
}

export type Request = OpMsgRequest | OpQueryRequest;

export class WireProtocolError extends Error {
  constructor(
    message: string,
    readonly header?: MessageHeader,
  ) {
    super(message);
    this.name = 'WireProtocolError';
  }
}

/**
 * Splits a TCP byte stream into whole messages. Each message starts with its int32 length,
 * so chunks are buffered until one is complete.
 */
export class MessageFramer {
  private chunks: Buffer[] = [];
  private buffered = 0;

  /** Adds received bytes and returns every message completed by them. */
  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const messages: Buffer[] = [];
    while (this.buffered >= 4) {
      // Only concatenate once a whole message is buffered, so big messages stay O(n).
      const first = this.chunks[0]!.length >= 4 ? this.chunks[0]! : this.flatten();
      const length = first.readInt32LE(0);
      if (length < HEADER_SIZE || length > MAX_MESSAGE_SIZE) {
        throw new WireProtocolError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.flatten();
      messages.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
    }
    return messages;
  }

  private flatten(): Buffer {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0]!;
  }
}

function readHeader(message: Buffer): MessageHeader {
  return {
    messageLength: message.readInt32LE(0),
    requestId: message.readInt32LE(4),
    responseTo: message.readInt32LE(8),
    opCode: message.readInt32LE(12),
  };
}

function readCString(buffer: Buffer, offset: number): [string, number] {
  const end = buffer.indexOf(0, offset);
  if (end < 0) throw new WireProtocolError('unterminated cstring');
  return [buffer.toString('utf8', offset, end), end + 1];
}

function readDocument(buffer: Buffer, offset: number): [Document, number] {
  if (offset + 4 > buffer.length) throw new WireProtocolError('truncated BSON document');
  const size = buffer.readInt32LE(offset);
  if (size < 5 || offset + size > buffer.length)
    throw new WireProtocolError('invalid BSON document size');
  return [deserialize(buffer.subarray(offset, offset + size)), offset + size];
}

/** Parses one complete message (as produced by {@link MessageFramer}). */
export function parseMessage(message: Buffer): Request {
  const header = readHeader(message);
  try {
    switch (header.opCode) {
      case OpCode.OP_MSG:
        return parseOpMsg(message, header);
      case OpCode.OP_QUERY:
        return parseOpQuery(message, header);
      default:
        throw new WireProtocolError(`unsupported opCode ${header.opCode}`, header);
    }
  } catch (err) {
    if (err instanceof WireProtocolError) throw new WireProtocolError(err.message, header);
    throw new WireProtocolError(err instanceof Error ? err.message : String(err), header);
  }
}

function parseOpMsg(message: Buffer, header: MessageHeader): OpMsgRequest {
  const flags = message.readUInt32LE(HEADER_SIZE);
  // The CRC-32C trailer is not verified: TCP already protects the local link this server is meant for.
  const end = flags & OpMsgFlags.checksumPresent ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let body: Document | undefined;
  const sequences: [string, Document[]][] = [];
  while (offset < end) {
    const kind = message.readUInt8(offset);
    offset += 1;
    if (kind === 0) {
      [body, offset] = readDocument(message, offset);
    } else if (kind === 1) {
      const sectionEnd = offset + message.readInt32LE(offset);
      const [identifier, docsStart] = readCString(message, offset + 4);
      const documents: Document[] = [];
      let cursor = docsStart;
      while (cursor < sectionEnd) {
        let doc: Document;
        [doc, cursor] = readDocument(message, cursor);
        documents.push(doc);
      }
      sequences.push([identifier, documents]);
      offset = sectionEnd;
    } else {
      throw new WireProtocolError(`unsupported OP_MSG section kind ${kind}`);
    }
  }
  if (!body) throw new WireProtocolError('OP_MSG without a body section');
  for (const [identifier, documents] of sequences) body[identifier] = documents;
  return {
    kind: 'msg',
    header,
    flags,
    command: body,
    moreToCome: (flags & OpMsgFlags.moreToCome) !== 0,
  };
}

function parseOpQuery(message: Buffer, header: MessageHeader): OpQueryRequest {
  const [fullCollectionName, afterName] = readCString(message, HEADER_SIZE + 4); // after flags
  const [query] = readDocument(message, afterName + 8); // after numberToSkip, numberToReturn
  const inner: unknown = query.$query;
  const command = inner && typeof inner === 'object' ? (inner as Document) : query;
  return { kind: 'query', header, fullCollectionName, command };
}

function writeHeader(buffer: Buffer, requestId: number, responseTo: number, opCode: number): void {
  buffer.writeInt32LE(buffer.length, 0);
  buffer.writeInt32LE(requestId, 4);
  buffer.writeInt32LE(responseTo, 8);
  buffer.writeInt32LE(opCode, 12);
}

/** Encodes a reply as OP_MSG with a single kind-0 section. */
export function encodeOpMsg(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const buffer = Buffer.alloc(HEADER_SIZE + 4 + 1 + body.length);
  writeHeader(buffer, requestId, responseTo, OpCode.OP_MSG);
  buffer.writeUInt32LE(0, HEADER_SIZE);
  buffer.writeUInt8(0, HEADER_SIZE + 4);
  buffer.set(body, HEADER_SIZE + 5);
  return buffer;
}

/** Encodes a legacy OP_REPLY carrying one document (the answer to an OP_QUERY command). */
export function encodeOpReply(requestId: number, responseTo: number, doc: Document): Buffer {
  const body = serialize(doc);
  const buffer = Buffer.alloc(HEADER_SIZE + 20 + body.length);
  writeHeader(buffer, requestId, responseTo, OpCode.OP_REPLY);
  buffer.writeInt32LE(0, HEADER_SIZE); // responseFlags
  buffer.writeBigInt64LE(0n, HEADER_SIZE + 4); // cursorID
  buffer.writeInt32LE(0, HEADER_SIZE + 12); // startingFrom
  buffer.writeInt32LE(1, HEADER_SIZE + 16); // numberReturned
  buffer.set(body, HEADER_SIZE + 20);
  return buffer;
}
