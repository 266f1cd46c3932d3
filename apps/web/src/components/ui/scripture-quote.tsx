import { cn } from './cn';

interface ScriptureQuoteProps {
  text: string;
  reference: string;
  className?: string;
}

/** A verse set apart: italic serif text and its reference. */
export function ScriptureQuote({ text, reference, className }: ScriptureQuoteProps) {
  return (
    <figure className={cn('mx-auto max-w-3xl text-center', className)}>
      <blockquote className="font-serif text-2xl leading-snug text-burgundy-800 italic sm:text-3xl">
        <p>“{text}”</p>
      </blockquote>
      <figcaption className="mt-3 text-sm font-semibold uppercase tracking-[0.2em] text-gold-600">
        {reference}
      </figcaption>
    </figure>
  );
}
