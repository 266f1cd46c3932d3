import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { clearSession } from '@/lib/auth-storage';
import { buildCategory, buildPost } from '../../testing/factories';
import { findOutcome, renderAdmin, signIn } from '../../testing/render-admin';
import { apiPath, server } from '@/testing/server';

// Signed out in another tab while the form is open: the guard let the screen in, the token is
// gone by the time of saving, and nothing is sent. The words are the spec's (creating without a
// stored user is in post-form-page.create.test.tsx).

const lent = buildCategory({ name: 'Great Lent' });
const post = buildPost({ title: 'Nativity Fast', categories: [lent._id], published: false });

function api() {
  const saves = vi.fn();
  server.use(
    http.get(apiPath('/categories'), () => HttpResponse.json([lent])),
    http.get(apiPath('/posts/id/:id'), () => HttpResponse.json(post)),
    http.put(apiPath('/posts/:id'), () => {
      saves();
      return HttpResponse.json(post);
    }),
  );
  return saves;
}

describe('the post form, signed out elsewhere', () => {
  it('says "No authentication token found." on saving an edit, and sends nothing', async () => {
    signIn();
    const saves = api();
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);
    await screen.findByDisplayValue('Nativity Fast');

    clearSession();
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    expect(await findOutcome('alert', 'No authentication token found.')).toBeInTheDocument();
    expect(saves).not.toHaveBeenCalled();
  });
});
