import { startEmbeddedMongo } from '@ministry/embedded-mongo';
import { describe, expect, it } from 'vitest';
import { ProductModel } from './models/product.model.js';
import { chooseEngine, connectDatabase } from './index.js';

describe('chooseEngine', () => {
  it('uses the server named by MONGODB_URI when one is given', async () => {
    await expect(chooseEngine({ uri: 'mongodb://db.internal:27017/shop' })).resolves.toMatchObject({
      engine: 'uri',
      reason: 'MONGODB_URI is set',
    });
  });

  it('falls back to the embedded server in well under a second when no mongod is on disk', async () => {
    const started = performance.now();
    const choice = await chooseEngine({ systemBinary: '/nonexistent/mongod' });
    expect(choice.engine).toBe('embedded');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses a forced memory-server without a mongod binary, naming the fix', async () => {
    await expect(
      chooseEngine({ forced: 'memory-server', systemBinary: '/nonexistent/mongod' }),
    ).rejects.toThrow(/MONGOMS_SYSTEM_BINARY/);
  });

  it('refuses DB_ENGINE=uri without a URI', async () => {
    await expect(chooseEngine({ forced: 'uri' })).rejects.toThrow(
      'DB_ENGINE=uri needs MONGODB_URI',
    );
  });
});

describe('connectDatabase on the embedded engine', () => {
  it('connects mongoose, reports readiness, enforces unique indexes like MongoDB, and closes', async () => {
    const logged: string[] = [];
    const database = await connectDatabase({
      engine: 'embedded',
      dbName: 'connection_test',
      log: (m) => logged.push(m),
    });
    try {
      expect(database.engine).toBe('embedded');
      expect(database.startedEmpty).toBe(true);
      expect(logged[0]).toMatch(
        /^database: embedded \(DB_ENGINE=embedded\) at mongodb:\/\/127\.0\.0\.1:\d+\/connection_test$/,
      );
      // A ping gives up after 1.5 s (readiness must answer fast), which a busy machine can exceed.
      await expect.poll(() => database.ping(), { timeout: 10_000 }).toBe(true);

      await ProductModel.init();
      await ProductModel.create({ name: 'Akathist', slug: 'akathist', format: 'digital' });
      const duplicate = await ProductModel.create({
        name: 'Again',
        slug: 'akathist',
        format: 'digital',
      }).catch((error: unknown) => error);
      expect(duplicate).toMatchObject({
        code: 11000,
        keyValue: { slug: 'akathist', format: 'digital' },
      });
    } finally {
      await database.close();
    }
    await expect(database.ping()).resolves.toBe(false);
  });
});

describe('readiness', () => {
  it('fails while the database is down and recovers when it returns', async () => {
    let server = await startEmbeddedMongo();
    const { port } = server;
    const database = await connectDatabase({ uri: `${server.uri}/readiness_test` });
    try {
      // As above: a ping gives up after 1.5 s, which a busy machine can exceed.
      await expect.poll(() => database.ping(), { timeout: 10_000 }).toBe(true);

      await server.stop();
      const started = performance.now();
      await expect(database.ping()).resolves.toBe(false);
      expect(performance.now() - started).toBeLessThan(3_000);

      server = await startEmbeddedMongo({ port });
      await expect.poll(() => database.ping(), { timeout: 15_000, interval: 250 }).toBe(true);
    } finally {
      await database.close();
      await server.stop();
    }
  });
});
