import { apiFile } from '@/lib/api-client';
import { ordersSearch, type OrdersQuery } from './get-orders';

/**
 * `GET /payments/orders.csv` with the list's search and filter (every page), saved by the
 * browser under the name the service gave it.
 */
export async function exportOrdersCsv({ q, status }: OrdersQuery): Promise<string> {
  const { blob, filename } = await apiFile(`/orders.csv${ordersSearch({ q, status })}`, {
    service: 'payments',
    fallbackName: 'orders.csv',
  });
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the address is not needed after it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
  return filename;
}
