// mjml's typings travel with this file to every service that compiles it (see the .d.ts).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/mjml.d.ts" />
// The services keep mjml and escape-html as their own dependencies, so the bundle leaves them
// external (scripts/build-service.mjs).
import escapeHtml from 'escape-html';
import mjml2html from 'mjml';

/**
 * The look every email of the ministry shares (to a buyer, a subscriber or the owner): the ministry's name on its burgundy
 * band, parchment behind, ink text (the palette of apps/web/src/index.css). Written in MJML,
 * which turns it into the table HTML mail programs understand; each email also carries a plain
 * text version for readers that show no HTML.
 */
export const MINISTRY_NAME = 'Orthodox Resources';

export const PALETTE = {
  parchment: '#fbf5e8',
  paper: '#fefbf4',
  rule: '#e9d8b4',
  ink: '#2a1f1a',
  inkSoft: '#6f5d4f',
  burgundy: '#86202f',
  gold: '#b98d35',
} as const;

/** Text from a visitor, a product or the database, made safe to put in HTML. */
export const esc = (text: string | number): string => escapeHtml(String(text));

export const paragraph = (html: string): string => `<mj-text>${html}</mj-text>`;

export const heading = (text: string): string =>
  `<mj-text font-size="20px" color="${PALETTE.burgundy}" padding-top="24px">${esc(text)}</mj-text>`;

export const button = (label: string, url: string): string =>
  `<mj-button href="${esc(url)}" background-color="${PALETTE.burgundy}" color="${PALETTE.paper}" border-radius="4px" font-size="15px" align="left">${esc(label)}</mj-button>`;

export const divider = (): string =>
  `<mj-divider border-color="${PALETTE.rule}" border-width="1px" />`;

export interface EmailFrame {
  /** The title of the HTML document and the first words a mail program previews. */
  title: string;
  preview: string;
  /** MJML body elements (paragraph, heading, button, linesTable). */
  body: string[];
  /** The footer's support address; none for emails to the owner. */
  supportEmail?: string | undefined;
  /** What the footer's question is about: `your order` unless told. */
  topic?: string | undefined;
  /** HTML that replaces the footer (a newsletter's address and unsubscribe links). */
  footer?: string | undefined;
}

/** Renders a framed email to HTML; throws if the template itself is wrong MJML. */
export function renderHtml(frame: EmailFrame): string {
  const footer =
    frame.footer ??
    (frame.supportEmail
      ? `Questions about ${esc(frame.topic ?? 'your order')}? Write to <a href="mailto:${esc(frame.supportEmail)}" style="color:${PALETTE.burgundy}">${esc(frame.supportEmail)}</a>.<br/>May God bless you.`
      : `${MINISTRY_NAME}: a note for the shop's owner.`);
  const source = `<mjml>
<mj-head>
  <mj-title>${esc(frame.title)}</mj-title>
  <mj-preview>${esc(frame.preview)}</mj-preview>
  <mj-attributes>
    <mj-all font-family="Georgia, 'Times New Roman', serif" />
    <mj-text color="${PALETTE.ink}" font-size="16px" line-height="1.5" />
  </mj-attributes>
</mj-head>
<mj-body background-color="${PALETTE.parchment}" width="600px">
  <mj-section background-color="${PALETTE.burgundy}" padding="20px 0">
    <mj-column>
      <mj-text align="center" color="${PALETTE.paper}" font-size="24px" letter-spacing="1px">${esc(MINISTRY_NAME)}</mj-text>
    </mj-column>
  </mj-section>
  <mj-section background-color="${PALETTE.paper}" border-bottom="3px solid ${PALETTE.gold}" padding="12px 16px 24px">
    <mj-column>
${frame.body.join('\n')}
    </mj-column>
  </mj-section>
  <mj-section padding="16px">
    <mj-column>
      <mj-text align="center" color="${PALETTE.inkSoft}" font-size="13px">${footer}</mj-text>
    </mj-column>
  </mj-section>
</mj-body>
</mjml>`;
  const { html, errors } = mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) {
    throw new Error(
      `Email template "${frame.title}" is not valid MJML: ${errors[0]?.formattedMessage ?? ''}`,
    );
  }
  return html;
}
