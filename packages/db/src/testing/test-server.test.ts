import { describe, expect, it } from 'vitest';
import { freshDatabaseName, hostsOf, testMongoUri, withDatabaseName } from './test-server.js';

describe('the test server', () => {
  it('is TEST_MONGODB_URI, which wins over MONGODB_URI, the older name still honoured', () => {
    expect(
      testMongoUri({ TEST_MONGODB_URI: 'mongodb://ci:27017', MONGODB_URI: 'mongodb://dev:27017' }),
    ).toBe('mongodb://ci:27017');
    expect(testMongoUri({ MONGODB_URI: 'mongodb://dev:27017' })).toBe('mongodb://dev:27017');
    expect(testMongoUri({ TEST_MONGODB_URI: '', MONGODB_URI: '' })).toBeUndefined();
    expect(testMongoUri({})).toBeUndefined();
  });

  it('gives each test file a database name of its own, within MongoDB’s 63 bytes', () => {
    const names = new Set(Array.from({ length: 50 }, () => freshDatabaseName()));
    expect(names.size).toBe(50);
    for (const name of names) expect(name).toMatch(/^test_[0-9a-f]{32}$/);
    expect(freshDatabaseName('crash')).toMatch(/^crash_[0-9a-f]{32}$/);
  });

  it('puts the database name into a URI, keeping credentials and options', () => {
    expect(withDatabaseName('mongodb://localhost:27017', 'test_1')).toBe(
      'mongodb://localhost:27017/test_1',
    );
    expect(
      withDatabaseName('mongodb://user:secret@db.internal:27017/ministry?replicaSet=rs0', 'test_2'),
    ).toBe('mongodb://user:secret@db.internal:27017/test_2?replicaSet=rs0');
  });

  it('names the hosts of a URI, for the network guard to let through', () => {
    expect(hostsOf('mongodb://localhost:27017')).toEqual(['localhost']);
    expect(hostsOf('mongodb://u:p@mongodb:27017,other:27018/db?replicaSet=rs0')).toEqual([
      'mongodb',
      'other',
    ]);
    expect(hostsOf('mongodb+srv://cluster0.example.net/')).toEqual(['cluster0.example.net']);
    expect(hostsOf('mongodb://[::1]:27017')).toEqual(['::1']);
    expect(hostsOf('')).toEqual([]);
  });
});
