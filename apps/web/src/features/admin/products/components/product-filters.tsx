import type { FormEvent } from 'react';
import { PRODUCT_CATEGORIES } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { CATEGORY_NAMES } from '@/lib/category-names';
import type { ProductListFilters } from '../../lib/products-query';

/** The filters the address carries, so a filtered page can be reloaded or shared. */
export const FILTER_KEYS = [
  'q',
  'category',
  'format',
  'featured',
  'stock',
  'status',
  'page',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The search box's words, trimmed. */
const searchText = (form: HTMLFormElement) => {
  const q = new FormData(form).get('q');
  return typeof q === 'string' ? q.trim() : '';
};

interface ProductFiltersProps {
  filters: ProductListFilters;
  setFilter: (key: FilterKey, value: string) => void;
}

/** The products list's search and its filters by category, format, featured, stock and status. */
export function ProductFilters({ filters, setFilter }: ProductFiltersProps) {
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilter('q', searchText(event.currentTarget));
  }

  const choice = (key: FilterKey, label: string, options: [string, string][]) => (
    <FormField label={label} density="compact">
      <Select value={filters[key] ?? ''} onChange={(event) => setFilter(key, event.target.value)}>
        <option value="">All</option>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </Select>
    </FormField>
  );

  return (
    <Card variant="panel" className="mb-6">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <FormField label="Search" density="compact" className="min-w-52 flex-1">
          <Input
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            key={filters.q ?? ''}
            placeholder="Name or slug"
          />
        </FormField>
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
      </form>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {choice(
          'category',
          'Category',
          PRODUCT_CATEGORIES.map((category) => [category, CATEGORY_NAMES[category]]),
        )}
        {choice('format', 'Format', [
          ['digital', 'Digital'],
          ['physical', 'Physical'],
        ])}
        {choice('featured', 'Featured', [
          ['true', 'Featured'],
          ['false', 'Not featured'],
        ])}
        {choice('stock', 'Stock', [
          ['out', 'Out of stock'],
          ['low', 'Low'],
          ['in', 'In stock'],
        ])}
        {choice('status', 'Status', [
          ['live', 'Live'],
          ['draft', 'Draft'],
          ['archived', 'Archived'],
        ])}
      </div>
    </Card>
  );
}
