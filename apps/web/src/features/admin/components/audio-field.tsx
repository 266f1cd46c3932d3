import { useState } from 'react';
import { UPLOAD_LIMITS, type AudioAttachment, type Upload } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { FileUpload, megabytes } from './file-upload';

interface AudioFieldProps {
  /** The form's value: the upload id of the recording, empty for none. */
  value: string;
  /** What is saved now, to describe and play back while it is kept. */
  saved?: AudioAttachment;
  onChange: (uploadId: string) => void;
  /** Why it cannot be changed (an editor's), or nothing. */
  locked?: string;
  onBusyChange?: (busy: boolean) => void;
}

const ACCEPT = 'audio/mpeg,audio/mp4,audio/aac,audio/ogg,audio/opus,.mp3,.m4a,.aac,.ogg,.opus';

/**
 * A product's or post's recording: upload one, replace it, or take it away; the form saves the
 * upload's id and the server takes the file's type and size from what it stored.
 */
export function AudioField({ value, saved, onChange, locked, onBusyChange }: AudioFieldProps) {
  /** The recording uploaded on this screen, described by its own name. */
  const [uploaded, setUploaded] = useState<Upload | null>(null);
  const current =
    uploaded?.id === value
      ? { url: uploaded.url, size: uploaded.size, type: uploaded.contentType, name: uploaded.name }
      : saved?.uploadId === value
        ? { url: saved.url, size: saved.size, type: saved.contentType, name: undefined }
        : undefined;
  return (
    <div className="space-y-2">
      <FileUpload
        label={value ? 'Replace audio' : 'Upload audio'}
        accept={ACCEPT}
        kind={() => 'audio'}
        hint={
          locked ??
          `MP3, M4A/AAC or Ogg/Opus up to ${UPLOAD_LIMITS.audio / (1024 * 1024)} MB: the page plays it, and listeners can download it.`
        }
        disabled={Boolean(locked)}
        onUploaded={(upload) => {
          setUploaded(upload);
          onChange(upload.id);
        }}
        onBusyChange={onBusyChange}
      />
      {value && current ? (
        <div className="space-y-2">
          <p className="text-sm text-ink-700" data-testid="audio-file">
            Audio: {current.name ? `${current.name} · ` : ''}
            {megabytes(current.size)} · {current.type}
          </p>
          {current.url ? (
            <audio controls preload="none" src={current.url} aria-label="Audio preview" />
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-ink-700" data-testid="audio-file">
          {value ? 'Audio: the current recording (kept as it is).' : 'No audio.'}
        </p>
      )}
      {value && !locked ? (
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange('')}>
          Remove audio
        </Button>
      ) : null}
    </div>
  );
}
