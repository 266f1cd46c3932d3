import { access } from 'node:fs/promises';
import { constants } from 'node:fs';

export type DbEngine = 'uri' | 'memory-server' | 'embedded';

export interface EngineChoice {
  engine: DbEngine;
  /** Why this engine was chosen, for the start-up log. */
  reason: string;
  /** The mongod binary mongodb-memory-server will run, when that engine was chosen. */
  binary?: string;
}

export interface EngineInputs {
  uri?: string | undefined;
  forced?: DbEngine | undefined;
  /** `MONGOMS_SYSTEM_BINARY`: a mongod on disk that mongodb-memory-server may use. */
  systemBinary?: string | undefined;
}

const isExecutable = async (path: string): Promise<boolean> =>
  access(path, constants.X_OK).then(
    () => true,
    () => false,
  );

/**
 * Looks for a mongod that mongodb-memory-server could run without downloading anything:
 * the configured system binary, then its download cache. Never starts a download, so the
 * fallback to the embedded server costs milliseconds rather than the seconds a failed
 * download takes.
 */
export async function findMongodBinary(systemBinary?: string): Promise<string | undefined> {
  if (systemBinary) return (await isExecutable(systemBinary)) ? systemBinary : undefined;
  const { DryMongoBinary } = await import('mongodb-memory-server-core');
  const options = await DryMongoBinary.generateOptions();
  return DryMongoBinary.locateBinary(options);
}

export async function chooseEngine({
  uri,
  forced,
  systemBinary,
}: EngineInputs): Promise<EngineChoice> {
  if (forced === 'uri' || (!forced && uri)) {
    if (!uri) throw new Error('DB_ENGINE=uri needs MONGODB_URI');
    return { engine: 'uri', reason: forced ? 'DB_ENGINE=uri' : 'MONGODB_URI is set' };
  }
  if (forced === 'embedded') return { engine: 'embedded', reason: 'DB_ENGINE=embedded' };

  const binary = await findMongodBinary(systemBinary);
  if (binary) return { engine: 'memory-server', reason: `mongod found at ${binary}`, binary };
  if (forced === 'memory-server') {
    throw new Error(
      'DB_ENGINE=memory-server needs a mongod binary: set MONGOMS_SYSTEM_BINARY to one on disk',
    );
  }
  return { engine: 'embedded', reason: 'no MONGODB_URI and no mongod binary on this machine' };
}
