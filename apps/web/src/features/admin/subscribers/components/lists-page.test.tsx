import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { LISTS, subscribersApi } from '../testing/subscribers-api';
import { apiPath, server } from '@/testing/server';

describe('ListsPage', () => {
  it('lets an admin rename a list and add one', async () => {
    signIn();
    subscribersApi([]);
    const sent: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.patch(apiPath('/lists/:listId'), async ({ request, params }) => {
        const body = (await request.json()) as object;
        sent.push({ method: 'PATCH', path: String(params.listId), body });
        return HttpResponse.json({ ...LISTS[0], ...body });
      }),
      http.post(apiPath('/lists'), async ({ request }) => {
        const body = (await request.json()) as object;
        sent.push({ method: 'POST', path: '', body });
        return HttpResponse.json(body, { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/subscribers/lists');

    const lists = await screen.findByRole('list', { name: 'Lists' });
    expect(within(lists).getByText(/Seasonal series \(from Clean Monday\)/)).toBeVisible();
    await user.click(within(lists).getByRole('button', { name: 'Edit Journal' }));
    const edit = screen.getByRole('form', { name: 'Edit Journal' });
    await user.clear(within(edit).getByRole('textbox', { name: /Name/ }));
    await user.type(within(edit).getByRole('textbox', { name: /Name/ }), 'Letters');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        method: 'PATCH',
        path: 'journal',
        body: { name: 'Letters', description: '', public: true },
      }),
    );

    const add = screen.getByRole('form', { name: 'Add a list' });
    await user.type(within(add).getByRole('textbox', { name: /Name/ }), 'Pascha');
    await user.type(within(add).getByRole('textbox', { name: /Id/ }), 'pascha');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Kind' }), 'series');
    await user.selectOptions(within(add).getByRole('combobox', { name: 'Day 1' }), 'clean-monday');
    await user.click(within(add).getByRole('button', { name: 'Add list' }));
    await waitFor(() =>
      expect(sent[1]).toEqual({
        method: 'POST',
        path: '',
        body: {
          id: 'pascha',
          name: 'Pascha',
          description: '',
          kind: 'series',
          anchor: 'clean-monday',
          public: true,
        },
      }),
    );
  });

  it('shows an editor the lists without the admins’ changes', async () => {
    signIn({ role: 'editor' });
    subscribersApi([]);
    renderAdmin('/admin/subscribers/lists');

    const lists = await screen.findByRole('list', { name: 'Lists' });
    expect(within(lists).getByRole('heading', { name: 'Journal' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add a list' })).toBeNull();
  });
});
