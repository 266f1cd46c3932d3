import type { ReactNode } from 'react';
import { cn } from './cn';

interface DataTableProps {
  /** Describes the table for screen readers ("Posts"); visually hidden. */
  caption: string;
  columns: string[];
  children: ReactNode;
}

/**
 * A plain, readable table. Below 640 px each row becomes a stacked card whose cells carry their
 * column's name (`DataCell`'s `label`), so every control stays readable on a phone.
 */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className="rounded-lg border border-parchment-300 bg-parchment-50 shadow-sm sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-full sm:divide-y sm:divide-parchment-300">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-parchment-200 text-xs tracking-wide text-burgundy-900 uppercase sm:not-sr-only sm:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-parchment-200 sm:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}

export function DataRow({ children }: { children: ReactNode }) {
  return <tr className="block px-3 py-2 hover:bg-parchment-100 sm:table-row sm:p-0">{children}</tr>;
}

interface DataCellProps {
  /** The column's name, shown beside the value when the row is stacked. */
  label: string;
  children: ReactNode;
  className?: string;
}

export function DataCell({ label, children, className }: DataCellProps) {
  return (
    <td
      data-label={label}
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-1.5 align-middle',
        'before:text-xs before:font-semibold before:text-ink-500 before:uppercase before:content-[attr(data-label)]',
        'sm:table-cell sm:px-4 sm:py-3 sm:before:content-none',
        className,
      )}
    >
      {children}
    </td>
  );
}
