import type { ReactNode } from 'react';

interface DataTableProps {
  /** Describes the table for screen readers ("Posts"); visually hidden. */
  caption: string;
  columns: string[];
  children: ReactNode;
}

/** A plain, readable table that scrolls sideways on narrow screens. */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-parchment-300 bg-parchment-50 shadow-sm">
      <table className="min-w-full divide-y divide-parchment-300 text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-parchment-200 text-xs tracking-wide text-burgundy-900 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-parchment-200">{children}</tbody>
      </table>
    </div>
  );
}

export const cellClasses = 'px-3 py-3 align-middle sm:px-4';
