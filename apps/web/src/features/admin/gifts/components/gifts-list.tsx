import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { QueryError } from '@/components/ui/error-alert';
import { Input, labelStyles } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { giftListQueryOptions } from '../api/get-gifts';
import { GiftsTable } from './gifts-table';

/** Every gift, newest first, searched by receipt, email or fund and paged. */
export function GiftsList({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [search, setSearch] = useState(q);
  const [page, setPage] = useState(1);
  const list = useQuery(giftListQueryOptions(q, page));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(search.trim());
    setPage(1);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <>
      <form role="search" onSubmit={submit} className="mb-4 flex flex-wrap items-end gap-2">
        <div className="grow">
          <label htmlFor="gift-search" className={labelStyles('compact')}>
            Search by receipt, email or fund
          </label>
          <Input
            id="gift-search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm">
          Search
        </Button>
      </form>
      <QueryError title="Failed to fetch gifts." error={list.error} />
      {list.isLoading ? <Loading label="Loading gifts…" /> : null}
      {list.data && list.data.gifts.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          {q ? 'No gift matches this search.' : 'No gifts yet.'}
        </p>
      ) : null}
      {list.data && list.data.gifts.length > 0 ? <GiftsTable gifts={list.data.gifts} /> : null}
      {pages > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage((current) => current - 1)}
          >
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((current) => current + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}
