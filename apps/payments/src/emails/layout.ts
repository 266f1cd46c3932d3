// The shared look (@ministry/mail/layout) and what only the shop's emails show: an order's lines.
import { describeLinePricing, type PayWhatYouCan, type PriceBreak } from '@ministry/contracts';
import { esc, PALETTE } from '@ministry/mail/layout';
import { formatDollars } from '../shared/money.js';

export * from '@ministry/mail/layout';

export interface EmailLine {
  name: string;
  format: string;
  quantity: number;
  /** Dollars. */
  unitPrice: number;
  note?: string | undefined;
  /** A parish-quantity break that lowered the price. */
  priceBreak?: PriceBreak | null | undefined;
  /** The buyer chose the price (pay what you can). */
  payWhatYouCan?: PayWhatYouCan | null | undefined;
}

const pricingText = (line: EmailLine): string => describeLinePricing(line) ?? '';

/**
 * The order's lines and total as a table; `extras` (shipping, tax) sit just above the total. An
 * amount never breaks across lines on a phone.
 */
export function linesTable(
  lines: EmailLine[],
  totalLabel: string,
  total: number,
  extras: readonly { label: string; value: string }[] = [],
): string {
  const rows = lines
    .map(
      (line) => `<tr>
  <td style="padding:6px 0;border-bottom:1px solid ${PALETTE.rule}">${esc(line.quantity)} × ${esc(line.name)} <span style="color:${PALETTE.inkSoft}">(${esc(line.format)})</span>${pricingText(line) ? `<br/><span style="color:${PALETTE.inkSoft}">${esc(pricingText(line))}</span>` : ''}${line.note ? `<br/><strong style="color:${PALETTE.burgundy}">${esc(line.note)}</strong>` : ''}</td>
  <td style="padding:6px 0 6px 12px;border-bottom:1px solid ${PALETTE.rule};text-align:right;white-space:nowrap">${esc(formatDollars(line.unitPrice * line.quantity))}</td>
</tr>`,
    )
    .join('\n');
  const extraRows = extras
    .map(
      (extra) =>
        `<tr><td style="padding:6px 0">${esc(extra.label)}</td><td style="padding:6px 0 6px 12px;text-align:right;white-space:nowrap">${esc(extra.value)}</td></tr>`,
    )
    .join('\n');
  return `<mj-table color="${PALETTE.ink}" font-size="15px" line-height="1.4">
${rows}
${extraRows}
<tr><td style="padding:8px 0"><strong>${esc(totalLabel)}</strong></td><td style="padding:8px 0 8px 12px;text-align:right;white-space:nowrap"><strong>${esc(formatDollars(total))}</strong></td></tr>
</mj-table>`;
}

/** Plain-text lines of an order, as every text version prints them. */
export const textLines = (lines: EmailLine[]): string[] =>
  lines.map(
    (line) =>
      `  ${line.quantity} x ${line.name} (${line.format}), ${formatDollars(line.unitPrice)} each${pricingText(line) ? ` (${pricingText(line)})` : ''}: ${formatDollars(line.unitPrice * line.quantity)}${line.note ? ` [${line.note}]` : ''}`,
  );
