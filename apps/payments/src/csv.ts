import { safeCell } from '@ministry/http';
import { stringify } from 'csv-stringify/sync';

export { safeCell };

/** Every CSV the service exports: a header row, then the rows, each text cell made safe. */
export const toCsv = (columns: string[], rows: (string | number)[][]): string =>
  stringify(rows, { header: true, columns, cast: { string: safeCell } });
