// A product's recording (a prayer read aloud): uploading it, replacing and removing it, its transcript.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildAdminProduct } from '../../testing/factories';
import { deferred, renderAdmin, signIn } from '../../testing/render-admin';
import { formApis, productApi } from '../testing/product-form-api';
import { apiPath, server } from '@/testing/server';

const mp3 = () =>
  new File([new Uint8Array([0xff, 0xfb, 0x90, 0x64])], 'compline.mp3', { type: 'audio/mpeg' });
const recordingId = 'a'.repeat(24);

function audioUpload(gate = deferred()) {
  let kind: string | null = null;
  server.use(
    http.post(apiPath('/uploads'), async ({ request }) => {
      kind = new URL(request.url).searchParams.get('kind');
      await gate.promise;
      return HttpResponse.json(
        {
          id: recordingId,
          kind: 'audio',
          name: 'compline.mp3',
          contentType: 'audio/mpeg',
          size: 3_145_728,
          url: `/api/uploads/${recordingId}/audio.mp3`,
        },
        { status: 201 },
      );
    }),
  );
  return { gate, kind: () => kind };
}

function productSaves() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(apiPath('/products/:id'), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(buildAdminProduct());
    }),
  );
  return bodies;
}

describe('EditProductPage: audio', () => {
  it('uploads a recording as audio, waits for it, and saves its id with the transcript', async () => {
    signIn();
    formApis();
    const product = productApi(buildAdminProduct({ name: 'Compline' }));
    const upload = audioUpload();
    const saves = productSaves();
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    expect(await screen.findByText('No audio.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Upload audio'), mp3());
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading upload audio' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Product' })).toBeDisabled();
    upload.gate.release();
    await waitFor(() =>
      expect(screen.getByTestId('audio-file')).toHaveTextContent(
        'Audio: compline.mp3 · 3.0 MB · audio/mpeg',
      ),
    );
    expect(screen.getByLabelText('Audio preview')).toHaveAttribute(
      'src',
      `/api/uploads/${recordingId}/audio.mp3`,
    );
    expect(upload.kind()).toBe('audio');
    await user.type(
      screen.getByLabelText('Transcript'),
      'O Lord, grant me to meet the coming day in peace.',
    );
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() =>
      expect(saves).toEqual([
        {
          audioFileId: recordingId,
          audioTranscript: 'O Lord, grant me to meet the coming day in peace.',
        },
      ]),
    );
  });

  it('keeps the saved recording, offers to replace it, and removes it with null', async () => {
    signIn();
    formApis();
    const product = productApi(
      buildAdminProduct({
        audio: {
          uploadId: recordingId,
          url: `/api/uploads/${recordingId}/audio.mp3`,
          contentType: 'audio/mpeg',
          size: 1_048_576,
          transcript: 'Holy God',
        },
        audioTranscript: 'Holy God',
      }),
    );
    const saves = productSaves();
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    expect(await screen.findByTestId('audio-file')).toHaveTextContent('Audio: 1.0 MB · audio/mpeg');
    expect(screen.getByLabelText('Replace audio')).toBeInTheDocument();
    expect(screen.getByLabelText('Transcript')).toHaveValue('Holy God');
    await user.click(screen.getByRole('button', { name: 'Remove audio' }));
    expect(screen.getByText('No audio.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(saves).toEqual([{ audioFileId: null }]));
  });

  it('shows why the server refused a file, naming the types it takes', async () => {
    signIn();
    formApis();
    const product = productApi();
    server.use(
      http.post(apiPath('/uploads'), () =>
        HttpResponse.json(
          {
            error: 'unsupported_media_type',
            message:
              'An audio file must be MP3, M4A/AAC or Ogg/Opus; this file is application/pdf.',
          },
          { status: 415 },
        ),
      ),
    );
    const { user } = renderAdmin(`/admin/products/${product._id}/edit`);

    await user.upload(await screen.findByLabelText('Upload audio'), mp3());

    expect(
      await screen.findByText(
        'Upload failed: An audio file must be MP3, M4A/AAC or Ogg/Opus; this file is application/pdf.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByText('No audio.')).toBeInTheDocument();
  });
});
