// The order page's tests: one order on a mocked payments service, its actions, and the page.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '@ministry/contracts';
import { renderAdmin, signIn, TEST_TOKEN } from '../../testing/render-admin';
import { paymentsPath, server } from '@/testing/server';

type User = ReturnType<typeof renderAdmin>['user'];

/** One order on the payments service, which the test's actions change; counts the loads. */
export function orderApi(initial: OrderDetail) {
  const state = { order: initial, loads: 0 };
  server.use(
    http.get(paymentsPath(`/orders/${initial.number}`), ({ request }) => {
      if (request.headers.get('Authorization') !== `Bearer ${TEST_TOKEN}`) {
        return HttpResponse.json({ message: 'Authentication required.' }, { status: 401 });
      }
      state.loads += 1;
      return HttpResponse.json(state.order);
    }),
  );
  return state;
}

/** Answers an action with the order `change` makes of it, recording the body it was sent. */
export function onAction(
  state: { order: OrderDetail },
  action: string,
  change: (order: OrderDetail) => OrderDetail,
  emailSent = true,
) {
  const sent: unknown[] = [];
  server.use(
    http.post(paymentsPath(`/orders/${state.order.number}/${action}`), async ({ request }) => {
      sent.push(request.headers.get('Content-Type') ? await request.json() : null);
      state.order = change(state.order);
      return HttpResponse.json({ order: state.order, emailSent });
    }),
  );
  return sent;
}

export const section = (name: string) => screen.getByRole('region', { name });

/** Signs in an admin and opens the order's page once its lines are shown. */
export async function openOrder(order: OrderDetail) {
  signIn({ role: 'admin' });
  const api = orderApi(order);
  const rendered = renderAdmin(`/admin/orders/${order.number}`);
  await screen.findByRole('heading', { name: `Order ${order.number}` });
  await screen.findByRole('region', { name: 'Lines' });
  return { ...rendered, api };
}

/** Leaves ticked, in the refund form, only the choices whose label matches `name`. */
export async function chooseOnly(user: User, name: RegExp) {
  const refund = section('Refund');
  for (const box of within(refund).getAllByRole('checkbox')) {
    if (!name.test(box.closest('label')?.textContent ?? '') && (box as HTMLInputElement).checked) {
      await user.click(box);
    }
  }
}
