import { describe, expect, it } from 'vitest';
import { safeCell, toCsv } from './csv.js';

describe('CSV cells', () => {
  it('quotes a text cell where a formula could start, at its start or after a separator', () => {
    expect(['=1+1', '+1 x', '-x', '@SUM(A1)', '\tx', '\rx'].map(safeCell)).toEqual([
      "'=1+1",
      "'+1 x",
      "'-x",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
    ]);
    expect(['note;=HYPERLINK("x")', 'a,+cmd', 'thanks @SUM(A1)', 'line\n-2'].map(safeCell)).toEqual(
      ['\'note;=HYPERLINK("x")', "'a,+cmd", "'thanks @SUM(A1)", "'line\n-2"],
    );
  });

  it('leaves plain text, addresses, dates and numbers as they are', () => {
    for (const value of ['Prayer Rope', 'first-last@example.org', '2024-05-01T00:00:00.000Z']) {
      expect(safeCell(value)).toBe(value);
    }
    expect(['-2', '+1', '12.50'].map(safeCell)).toEqual(['-2', '+1', '12.50']);
    expect(toCsv(['name', 'amount'], [['=x', -2]])).toBe("name,amount\n'=x,-2\n");
  });
});
