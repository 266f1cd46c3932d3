import { useId } from 'react';
import type { AudioAttachment } from '@ministry/contracts';

/** What a listener would call the file, by its type. */
const FORMAT_NAMES: Record<string, string> = {
  'audio/mpeg': 'MP3',
  'audio/mp4': 'M4A',
  'audio/aac': 'AAC',
  'audio/ogg': 'Ogg',
};

const MB = 1024 * 1024;

/** A file's size as a listener reads it: KB under a megabyte, one decimal under ten. */
const fileSize = (bytes: number) =>
  bytes < MB
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;

/**
 * A recording of a prayer or a post: the browser's own player (keyboard and screen readers know
 * it, and it seeks by byte ranges), fetched only when played, a download link, and the
 * transcript when there is one, folded away. No player library: the public pages stay light.
 */
export function AudioPlayer({ title, audio }: { title: string; audio: AudioAttachment }) {
  const headingId = useId();
  const format = FORMAT_NAMES[audio.contentType] ?? 'audio';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-parchment-300 bg-parchment-50 p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Listen
      </h2>
      <audio controls preload="none" aria-label={`Listen: ${title}`} className="mt-3 w-full">
        <source src={audio.url} type={audio.contentType} />
      </audio>
      <p className="mt-2 text-sm">
        <a
          href={audio.url}
          download
          className="font-semibold text-burgundy-700 underline decoration-gold-400 underline-offset-2 hover:text-burgundy-900"
        >
          Download the recording
        </a>{' '}
        <span className="text-ink-500">
          ({format}, {fileSize(audio.size)})
        </span>
      </p>
      {audio.transcript ? (
        <details className="mt-3">
          <summary className="cursor-pointer font-semibold text-burgundy-700">Transcript</summary>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-ink-700">
            {audio.transcript}
          </p>
        </details>
      ) : null}
    </section>
  );
}
