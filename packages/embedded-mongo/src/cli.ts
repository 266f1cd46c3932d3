import { startEmbeddedMongo } from './index.js';
import type { EmbeddedMongo } from './index.js';

/** `pnpm db:embedded`: EMBEDDED_MONGO_PORT (default 27027), data file from --data <path> or EMBEDDED_MONGO_DATA. */
function dataFileFromArgs(args: string[]): string | undefined {
  const index = args.indexOf('--data');
  if (index >= 0) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith('--data='));
  return inline?.slice('--data='.length);
}

const port = Number(process.env.EMBEDDED_MONGO_PORT ?? 27027);
const dataFile = dataFileFromArgs(process.argv.slice(2)) ?? process.env.EMBEDDED_MONGO_DATA;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded-mongo: invalid EMBEDDED_MONGO_PORT '${process.env.EMBEDDED_MONGO_PORT}'`);
  process.exit(1);
}

let server: EmbeddedMongo;
try {
  server = await startEmbeddedMongo({
    port,
    ...(dataFile ? { dataFile } : {}),
    logger: (line) => console.error(line),
  });
} catch (err) {
  console.error(
    `embedded-mongo: cannot start: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
console.log(server.uri);
if (dataFile) console.error(`embedded-mongo: data file ${dataFile}`);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.error(`embedded-mongo: ${signal} received, stopping`);
  try {
    await server.stop();
    process.exit(0);
  } catch (err) {
    console.error(
      `embedded-mongo: stop failed: ${err instanceof Error ? err.message : String(err)}`,
    );
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
