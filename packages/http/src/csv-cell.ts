/**
 * A spreadsheet reads a cell as a formula when it starts with one of these (`=HYPERLINK(…)`,
 * `+cmd|…`), and a semicolon-locale one also splits a cell at `;` (or a pasted one at `,` or
 * whitespace), so `note;=HYPERLINK(…)` holds a formula too.
 */
const FORMULA_ANYWHERE = /(?:^|[,;\s])[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(?:\.\d+)?$/;

/**
 * One text cell of an exported CSV, safe to open: a leading `'` (OWASP's advice for CSV
 * injection) when a formula could start anywhere in it; numbers stay numbers.
 */
export const safeCell = (value: string): string =>
  !NUMBER.test(value) && FORMULA_ANYWHERE.test(value) ? `'${value}` : value;
