// Marks that open or close a quotation. Single marks count only as a pair: a closing ’ alone is
// as likely an apostrophe ("the saints’").
const OPENING = /^["“„«‘]/;
const CLOSING = /["”»]$/;
const SINGLY_QUOTED = /^‘.*’$/s;

/**
 * A pearl's words as the site shows them: in quotation marks, unless the words bring their own
 * (a body that opens or closes with a quotation mark is shown as written, not doubled).
 */
export function quotePearl(body: string): string {
  const words = body.trim();
  if (OPENING.test(words) || CLOSING.test(words) || SINGLY_QUOTED.test(words)) return words;
  return `“${words}”`;
}
