import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadSchema, type Upload, type UploadKind } from '@ministry/contracts';
import {
  ApiError,
  errorMessage,
  INVALID_RESPONSE_FORMAT,
  reportUnauthorized,
  serviceUrl,
} from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { adminKeys } from './query-keys';

/** How far an upload has gone: bytes sent of the total. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * `POST /api/uploads?kind=` with the file as multipart field `file`. Through XMLHttpRequest
 * rather than fetch: only it reports how much of the body has been sent, for the progress bar
 * of a 100 MB download file.
 */
export function uploadFile(
  file: File,
  kind: UploadKind,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', serviceUrl(`/api/uploads?kind=${kind}`));
    request.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'Network error: the upload stopped. Please try again.')),
    );
    request.addEventListener('abort', () => reject(new ApiError(0, 'The upload was cancelled.')));
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        if (request.status === 401) reportUnauthorized();
        void errorMessage(request.status, body).then((message) =>
          reject(new ApiError(request.status, message)),
        );
        return;
      }
      const parsed = uploadSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, INVALID_RESPONSE_FORMAT));
    });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

interface UploadVariables {
  file: File;
  kind: UploadKind;
  onProgress?: (progress: UploadProgress) => void;
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, onProgress }: UploadVariables) => uploadFile(file, kind, onProgress),
    meta: {
      done: (_answer: unknown, { file }: UploadVariables) => `Uploaded ${file.name}.`,
      failed: 'The upload failed.',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
  });
}
