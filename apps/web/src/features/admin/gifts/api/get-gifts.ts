import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { giftListSchema, giftSummarySchema } from '@ministry/contracts';
import { apiFile, apiRequest } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { adminKeys } from '../../lib/query-keys';

/** `GET {payments}/gifts/summary` (admins): this month, this year, by fund, monthly donors. */
export const giftSummaryQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.gifts.summary(),
    queryFn: ({ signal }) =>
      apiRequest('/gifts/summary', {
        service: 'payments',
        auth: true,
        schema: giftSummarySchema,
        signal,
      }),
  });

const listQuery = (q: string, page = 1) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** `GET {payments}/gifts` (admins): every gift, newest first, searched. */
export const giftListQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.gifts.list(q, page),
    queryFn: ({ signal }) =>
      apiRequest(`/gifts${listQuery(q, page)}`, {
        service: 'payments',
        auth: true,
        schema: giftListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET {payments}/gifts.csv`: the search's gifts as a spreadsheet, saved by the browser. */
export async function downloadGiftsCsv(q: string): Promise<void> {
  const { blob, filename } = await apiFile(`/gifts.csv${listQuery(q)}`, {
    service: 'payments',
    fallbackName: 'gifts.csv',
  });
  saveFile(blob, filename);
}
