// "Also send as an email" in the post editor and "Send to New resources" in the product editor:
// one panel, tested through both pages.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct, buildPost } from '../testing/factories';
import { buildNewsletterSend, newslettersApi } from '../testing/newsletters-api';
import { answerConfirm, findOutcome, renderAdmin, signIn } from '../testing/render-admin';
import { apiPath, server } from '@/testing/server';

const preview = {
  subject: 'Forgiveness Sunday',
  html: '<!doctype html><html><body><h1>Forgiveness Sunday</h1></body></html>',
  text: 'Forgiveness Sunday\n\nRead it on the site',
};

function editPost(post = buildPost({ title: 'Forgiveness Sunday', published: true })) {
  server.use(
    http.get(apiPath('/categories'), () => HttpResponse.json([])),
    http.get(apiPath('/posts/id/:id'), () => HttpResponse.json(post)),
  );
  return post;
}

const panel = async (name: string) => within(await screen.findByRole('region', { name }));

describe('SendAsEmail', () => {
  it('previews the email in a sandboxed frame, at desktop width and then at phone width', async () => {
    signIn();
    newslettersApi();
    const post = editPost();
    const asked = vi.fn();
    server.use(
      http.post(apiPath('/newsletters/preview'), async ({ request }) => {
        asked(await request.json());
        return HttpResponse.json(preview);
      }),
    );
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);
    const email = await panel('Also send as an email');

    await user.click(email.getByRole('button', { name: 'Preview' }));

    const frame = await email.findByTitle('Email preview, desktop width');
    expect(asked).toHaveBeenCalledWith({ source: 'post', sourceId: post._id });
    expect(frame).toHaveAttribute('srcdoc', preview.html);
    // Sandboxed with nothing allowed: no scripts, no access to the admin's page.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveStyle({ width: '600px' });
    expect(email.getByText('Forgiveness Sunday', { selector: 'span' })).toBeInTheDocument();

    await user.click(email.getByRole('button', { name: 'Phone (375 px)' }));
    expect(email.getByRole('button', { name: 'Phone (375 px)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(email.getByTitle('Email preview, phone width')).toHaveStyle({ width: '375px' });
  });

  it('sends a test copy to the signed-in admin and says where it went', async () => {
    signIn({ email: 'anna@example.org' });
    newslettersApi();
    const post = editPost();
    server.use(
      http.post(apiPath('/newsletters/test'), () =>
        HttpResponse.json({
          message: 'A test copy was sent to anna@example.org.',
          to: 'anna@example.org',
        }),
      ),
    );
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);
    const email = await panel('Also send as an email');

    await user.click(email.getByRole('button', { name: 'Send a test to me' }));

    expect(await findOutcome('status', 'A test copy was sent to anna@example.org.')).toBeVisible();
  });

  it('sends a published post now to the lists chosen, once confirmed, and links to its progress', async () => {
    signIn();
    newslettersApi();
    const post = editPost();
    let body: unknown;
    server.use(
      http.post(apiPath('/newsletters'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          buildNewsletterSend({
            _id: 'a'.repeat(24),
            sourceId: post._id,
            status: 'queued',
            lists: ['journal', 'new-resources'],
          }),
          { status: 201 },
        );
      }),
    );
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);
    const email = await panel('Also send as an email');

    // The journal is ticked at first; the owner adds New resources.
    expect(await email.findByRole('checkbox', { name: 'The Journal' })).toBeChecked();
    await user.click(email.getByRole('checkbox', { name: 'New resources' }));
    await user.click(email.getByRole('button', { name: 'Send now' }));
    expect(await answerConfirm(user)).toBe('Send this email to The Journal, New resources now?');

    const outcome = await findOutcome('status', 'Queued for The Journal, New resources.');
    expect(body).toEqual({
      source: 'post',
      sourceId: post._id,
      lists: ['journal', 'new-resources'],
    });
    expect(within(outcome).getByRole('link', { name: 'Follow its progress' })).toHaveAttribute(
      'href',
      `/admin/newsletters#send-${'a'.repeat(24)}`,
    );
  });

  it('schedules a scheduled draft’s email for its publication time, and shows the api’s refusal', async () => {
    signIn();
    newslettersApi();
    const publishAt = '2026-04-05T07:00:00.000Z';
    const post = editPost(
      buildPost({
        published: false,
        publishAt,
        schedule: { kind: 'date', date: '2026-04-05' },
      }),
    );
    let body: unknown;
    server.use(
      http.post(apiPath('/newsletters'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { message: 'Only a published post can be sent as an email' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);
    const email = await panel('Also send as an email');

    expect(email.queryByRole('button', { name: 'Send now' })).toBeNull();
    await user.click(email.getByRole('button', { name: "Send at the post's publication time" }));
    await answerConfirm(user);

    expect(
      await findOutcome('alert', 'Only a published post can be sent as an email'),
    ).toBeVisible();
    expect(body).toEqual({
      source: 'post',
      sourceId: post._id,
      lists: ['journal'],
      scheduledFor: publishAt,
    });
  });

  it('says a draft with no schedule cannot be sent, and lists the sends already made of a post', async () => {
    signIn();
    const post = editPost(buildPost({ published: false, publishAt: null }));
    newslettersApi([
      buildNewsletterSend({ sourceId: post._id, sent: 117, total: 120 }),
      buildNewsletterSend(),
    ]);
    renderAdmin(`/admin/posts/${post._id}/edit`);
    const email = await panel('Also send as an email');

    expect(await email.findByText('117 of 120 delivered')).toBeInTheDocument();
    expect(email.getAllByRole('link', { name: 'See its progress' })).toHaveLength(1);
    expect(email.getByText(/publish the post, or schedule it, first/)).toBeInTheDocument();
    expect(email.queryByRole('button', { name: /Send|Preview/ })).toBeNull();
  });

  it('offers a live product to New resources, preselected, and lets an editor only preview', async () => {
    signIn({ role: 'editor' });
    newslettersApi();
    const product = buildAdminProduct({ status: 'live' });
    server.use(
      http.get(apiPath('/collections/admin'), () => HttpResponse.json([])),
      http.get(apiPath(`/products/admin/${product._id}`), () => HttpResponse.json(product)),
    );
    renderAdmin(`/admin/products/${product._id}/edit`);
    const email = await panel('Send to New resources');

    expect(await email.findByRole('checkbox', { name: 'New resources' })).toBeChecked();
    expect(email.getByRole('checkbox', { name: 'The Journal' })).not.toBeChecked();
    expect(email.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(email.queryByRole('button', { name: /Send/ })).toBeNull();
    expect(email.getByText(/Only an admin sends an email/)).toBeInTheDocument();
  });
});
