import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { donorDetailSchema, donorListSchema, type DonorSort } from '@ministry/contracts';
import { apiFile, apiRequest } from '@/lib/api-client';
import { queryString } from '@/lib/request-list';
import { saveFile } from '@/lib/save-file';
import { adminKeys } from '../../lib/query-keys';

export interface DonorsQuery {
  q?: string | undefined;
  sort?: DonorSort | undefined;
  page?: number | undefined;
}

/** `?q=…&sort=…&page=…` with only what is set (largest total and page 1 are the defaults). */
export const donorsSearch = ({ q, sort, page }: DonorsQuery) =>
  queryString({
    q: q || undefined,
    sort: sort === 'last-gift' ? sort : undefined,
    page: page && page > 1 ? page : undefined,
  });

/** `GET {payments}/gifts/donors` (admins): one page of donors, one line per address. */
export const donorsQueryOptions = (query: DonorsQuery) =>
  queryOptions({
    queryKey: adminKeys.gifts.donors({
      q: query.q ?? '',
      sort: query.sort ?? 'total',
      page: query.page ?? 1,
    }),
    queryFn: ({ signal }) =>
      apiRequest(`/gifts/donors${donorsSearch(query)}`, {
        service: 'payments',
        auth: true,
        schema: donorListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET {payments}/gifts/donors/:email` (admins): the donor, their gifts and monthly pledges. */
export const donorQueryOptions = (email: string) =>
  queryOptions({
    queryKey: adminKeys.gifts.donor(email),
    queryFn: ({ signal }) =>
      apiRequest(`/gifts/donors/${encodeURIComponent(email)}`, {
        service: 'payments',
        auth: true,
        schema: donorDetailSchema,
        signal,
      }),
  });

/** `GET {payments}/gifts/donors.csv` with the list's search and order, saved by the browser. */
export async function exportDonorsCsv({ q, sort }: DonorsQuery): Promise<string> {
  const { blob, filename } = await apiFile(`/gifts/donors.csv${donorsSearch({ q, sort })}`, {
    service: 'payments',
    fallbackName: 'donors.csv',
  });
  saveFile(blob, filename);
  return filename;
}
