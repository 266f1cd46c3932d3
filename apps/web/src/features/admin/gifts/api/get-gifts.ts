import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { giftListSchema, giftSummarySchema } from '@ministry/contracts';
import { env } from '@/config/env';
import { apiRequest } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
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
  const response = await fetch(`${env.paymentsUrl}/gifts.csv${listQuery(q)}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `gifts-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
