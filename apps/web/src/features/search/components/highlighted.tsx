import type { SearchHighlight } from '@ministry/contracts';

export interface TextPart {
  text: string;
  marked: boolean;
}

/**
 * `text` cut into plain and marked parts at the api's `[start, end)` ranges. Ranges out of the
 * text, empty, or overlapping one before them are clamped or skipped, so a bad range can only
 * lose a mark, never a character.
 */
export function markedParts(text: string, ranges: readonly SearchHighlight[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const start = Math.max(from, at);
    const end = Math.min(to, text.length);
    if (end <= start) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

/** Text with its matched words in `<mark>`, as React text (never as HTML). */
export function Highlighted({
  text,
  ranges,
}: {
  text: string;
  ranges: readonly SearchHighlight[];
}) {
  return markedParts(text, ranges).map((part, index) =>
    part.marked ? (
      <mark key={index} className="rounded-sm bg-gold-100 px-0.5 font-semibold text-ink-900">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
