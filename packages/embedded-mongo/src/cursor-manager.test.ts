import { Long } from 'bson';
import { afterEach, describe, expect, it } from 'vitest';
import { CursorManager } from './cursors.js';

const docs = Array.from({ length: 5 }, (_, i) => ({ _id: i }));
let manager: CursorManager;

afterEach(() => manager.close());

describe('cursor manager', () => {
  it('drops a cursor that stayed idle for more than ten minutes', () => {
    manager = new CursorManager();
    const reply = manager.open('db.c', docs, 2);
    const id = (reply.cursor as { id: Long }).id;
    expect(id.isZero()).toBe(false);
    manager.sweep(Date.now() + 10 * 60 * 1000 + 1);
    expect(() => manager.getMore(id, 2)).toThrow(/cursor id \d+ not found/);
  });

  it('keeps a cursor that is still in use', () => {
    manager = new CursorManager();
    const id = (manager.open('db.c', docs, 2).cursor as { id: Long }).id;
    manager.sweep(Date.now() + 60 * 1000);
    expect(manager.getMore(id, 10)).toMatchObject({
      cursor: { nextBatch: docs.slice(2), id: Long.ZERO },
    });
  });
});
