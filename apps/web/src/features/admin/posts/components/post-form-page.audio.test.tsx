// A post read aloud: its recording (an episode of the podcast) and its transcript.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildPost } from '../../testing/factories';
import { renderAdmin, signIn } from '../../testing/render-admin';
import { categories, postsList, writePost } from '../testing/post-form-api';
import { apiPath, server } from '@/testing/server';

const recordingId = 'b'.repeat(24);

describe('the post form: audio', () => {
  it('uploads a recording and sends its id and transcript with the new post', async () => {
    signIn();
    categories();
    postsList();
    server.use(
      http.post(apiPath('/uploads'), () =>
        HttpResponse.json(
          {
            id: recordingId,
            kind: 'audio',
            name: 'matins.m4a',
            contentType: 'audio/mp4',
            size: 2_097_152,
            url: `/api/uploads/${recordingId}/audio.m4a`,
          },
          { status: 201 },
        ),
      ),
    );
    let body: unknown;
    server.use(
      http.post(apiPath('/posts'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(buildPost(), { status: 201 });
      }),
    );
    const { user } = renderAdmin('/admin/posts/new');

    await writePost(user);
    await user.upload(
      screen.getByLabelText('Upload audio'),
      new File(['....ftypM4A '], 'matins.m4a', { type: 'audio/mp4' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('audio-file')).toHaveTextContent(
        'Audio: matins.m4a · 2.0 MB · audio/mp4',
      ),
    );
    await user.type(
      screen.getByLabelText('Transcript'),
      'Glory to Thee who hast shown us the light.',
    );
    await user.click(screen.getByRole('button', { name: 'Create Post' }));

    await waitFor(() =>
      expect(body).toMatchObject({
        audioFileId: recordingId,
        audioTranscript: 'Glory to Thee who hast shown us the light.',
      }),
    );
  });

  it('takes a saved recording away: the post is sent with no audio', async () => {
    signIn();
    categories();
    postsList();
    const post = buildPost({
      audio: {
        uploadId: recordingId,
        url: `/api/uploads/${recordingId}/audio.mp3`,
        contentType: 'audio/mpeg',
        size: 1_048_576,
      },
    });
    server.use(http.get(apiPath('/posts/id/:id'), () => HttpResponse.json(post)));
    let body: Record<string, unknown> | undefined;
    server.use(
      http.put(apiPath('/posts/:id'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(post);
      }),
    );
    const { user } = renderAdmin(`/admin/posts/${post._id}/edit`);

    await waitFor(() =>
      expect(screen.getByTestId('audio-file')).toHaveTextContent('Audio: 1.0 MB · audio/mpeg'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove audio' }));
    await user.click(screen.getByRole('button', { name: 'Update Post' }));

    await waitFor(() => expect(body).toMatchObject({ audioFileId: null }));
  });
});
