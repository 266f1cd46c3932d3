import { useId, useState, type ChangeEvent } from 'react';
import { UPLOAD_LIMITS, type Upload, type UploadKind } from '@ministry/contracts';
import { labelStyles } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { useUploadFile, type UploadProgress } from '../lib/upload-file';

interface FileUploadProps {
  label: string;
  /** Which types the picker offers; `kind` says which kind the chosen file is sent as. */
  accept: string;
  kind: (file: File) => UploadKind;
  hint: string;
  disabled?: boolean;
  onUploaded: (upload: Upload) => void;
  /** Told when an upload starts (true) and settles (false): the form waits for it. */
  onBusyChange?: (busy: boolean) => void;
}

export const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const KIND_WORDS: Record<UploadKind, string> = {
  image: 'an image',
  video: 'a video',
  download: 'a download file',
  audio: 'an audio file',
};

/** Why a file is refused before it is sent (the api refuses it too), or null. */
function tooLarge(file: File, kind: UploadKind): string | null {
  const limit = UPLOAD_LIMITS[kind];
  if (file.size <= limit) return null;
  return `${file.name} is ${megabytes(file.size)}; ${KIND_WORDS[kind]} may be at most ${limit / (1024 * 1024)} MB. Choose a smaller file.`;
}

/**
 * Picks a file and uploads it at once, showing how far it has gone; the form keeps what the
 * server answered (the image's address, the download file's or recording's id) and saves it
 * with the product or post.
 */
export function FileUpload({
  label,
  accept,
  kind,
  hint,
  disabled,
  onUploaded,
  onBusyChange,
}: FileUploadProps) {
  const id = useId();
  const upload = useUploadFile();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const fileKind = kind(file);
    // Checked here so that nobody waits for 11 MB to be sent only to hear it was too many.
    const refusal = tooLarge(file, fileKind);
    setRefused(refusal);
    if (refusal) {
      upload.reset();
      return;
    }
    setProgress({ loaded: 0, total: file.size });
    onBusyChange?.(true);
    upload.mutate(
      { file, kind: fileKind, onProgress: setProgress },
      {
        onSuccess: onUploaded,
        onSettled: () => {
          setProgress(null);
          onBusyChange?.(false);
        },
      },
    );
  }

  const percent = progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0;
  return (
    <div>
      <label htmlFor={id} className={labelStyles('compact')}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        onChange={choose}
        disabled={disabled || upload.isPending}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm text-ink-700 file:mr-3 file:rounded-md file:border file:border-burgundy-700/40 file:bg-parchment-50 file:px-3 file:py-1.5 file:font-semibold file:text-burgundy-800 disabled:opacity-60"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
        {hint}
      </p>
      {upload.isPending && progress ? (
        <div className="mt-2">
          <progress
            max={100}
            value={Math.round(percent)}
            aria-label={`Uploading ${label.toLowerCase()}`}
            className="h-2 w-full accent-burgundy-700"
          />
          <p className="text-xs text-ink-500" aria-live="polite">
            {Math.round(percent)}% of {megabytes(progress.total)}
          </p>
        </div>
      ) : null}
      {refused ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          Not uploaded: {refused}
        </p>
      ) : null}
      {upload.isError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          Upload failed: {messageOr(upload.error, 'please try again.')}
        </p>
      ) : null}
    </div>
  );
}
