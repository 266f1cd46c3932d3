import type { Product } from '@ministry/contracts';
import type { ReactNode } from 'react';
import { FormattedText } from '@/components/formatted-text';

/** Below the image and the purchase column (see render-when-near in index.css). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="render-when-near border-t border-parchment-300 pt-8">
      <h2 className="text-2xl">{title}</h2>
      <div className="mt-3 text-ink-700">{children}</div>
    </section>
  );
}

/**
 * A review as the owner writes it, "Clear and warm. (Fr. Peter, mission priest)": the words,
 * and who said them when the review ends with them in brackets.
 */
export function splitReview(review: string): { quote: string; by?: string } {
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/s.exec(review.trim());
  return match ? { quote: match[1]!, by: match[2]!.trim() } : { quote: review.trim() };
}

/** The product's texts, each under its heading, leaving out those it does not have. */
export function ProductSections({ product }: { product: Product }) {
  const reviews = product.reviews?.filter((review) => review.trim()) ?? [];
  return (
    <div className="mt-12 space-y-8">
      {product.abstract && (
        <Section title="Overview">
          <p className="leading-relaxed whitespace-pre-line">{product.abstract}</p>
        </Section>
      )}
      {product.scriptureContext && (
        <Section title="Scriptural Foundation">
          <p className="font-serif text-lg leading-relaxed whitespace-pre-line italic">
            {product.scriptureContext}
          </p>
        </Section>
      )}
      {product.usageNotes && (
        <Section title="How to Use">
          <p className="leading-relaxed whitespace-pre-line">{product.usageNotes}</p>
        </Section>
      )}
      {product.description && (
        <Section title="Description">
          <FormattedText html={product.descriptionHtml} />
        </Section>
      )}
      {reviews.length > 0 && (
        <Section title="What Others Are Saying">
          <ul className="grid gap-4 sm:grid-cols-2">
            {reviews.map((review, index) => {
              const { quote, by } = splitReview(review);
              return (
                <li
                  key={index}
                  className="rounded-lg border border-parchment-300 bg-parchment-50 p-5 shadow-sm"
                >
                  <figure>
                    <blockquote className="font-serif text-lg text-ink-900 italic">
                      “{quote}”
                    </blockquote>
                    {by && <figcaption className="mt-3 text-sm text-ink-500">— {by}</figcaption>}
                  </figure>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
    </div>
  );
}
