import { apiFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { ordersSearch, type OrdersQuery } from './get-orders';

/**
 * `GET /payments/orders.csv` with the list's search and filter (every page), saved by the
 * browser under the name the service gave it.
 */
export async function exportOrdersCsv({ q, status, code }: OrdersQuery): Promise<string> {
  const { blob, filename } = await apiFile(`/orders.csv${ordersSearch({ q, status, code })}`, {
    service: 'payments',
    fallbackName: 'orders.csv',
  });
  saveFile(blob, filename);
  return filename;
}
