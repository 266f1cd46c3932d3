// The email of a journal post or of a product made live: rendered once per send with
// placeholders where each subscriber's own links go, then filled in for each copy. No tracking
// pixel and no rewritten link: the links are the site's own addresses.
import { PostModel } from '../posts/post.model.js';
import { ProductModel } from '@ministry/db';
import { absoluteUrl, postPath, productPath } from '@ministry/seo';
import { button, esc, heading, paragraph, PALETTE, renderHtml } from '@ministry/mail/layout';
import { AppError } from '@ministry/http';
import { renderMarkdown } from '@ministry/markdown';
import type { NewsletterSourceInput } from '@ministry/contracts';
import {
  listUnsubscribeHeaders,
  subscriberLinks,
  type SubscriberLinks,
} from '../subscribers/links.js';

/** Where a copy's own links go in the stored email. */
const PREFERENCES = '%%PREFERENCES_URL%%';
const UNSUBSCRIBE = '%%UNSUBSCRIBE_URL%%';

export interface NewsletterEmail {
  subject: string;
  html: string;
  text: string;
}

export interface EmailSettings {
  /** The public origin the links point to. */
  webOrigin: string;
  /** MINISTRY_POSTAL_ADDRESS. */
  postalAddress: string;
}

interface Story {
  subject: string;
  title: string;
  label: string;
  lead: string;
  url: string;
  action: string;
}

/** A paragraph's worth of a text: its first ~60 words. */
const opening = (markdown: string): string => {
  const words = markdown
    .replace(/[#*_>`[\]()!]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 60 ? `${words.slice(0, 60).join(' ')}…` : words.join(' ');
};

/**
 * What may be sent: a published post, or a draft scheduled to be published by the time the email
 * goes; a live product. A preview or a test copy shows a draft as it stands.
 */
export interface SendableRules {
  preview?: boolean;
  /** When the send is to start (a draft's publication time at the earliest). */
  scheduledFor?: Date | undefined;
}

async function storyOf(
  source: NewsletterSourceInput,
  origin: string,
  rules: SendableRules,
): Promise<Story> {
  if (source.source === 'post') {
    const post = await PostModel.findById(source.sourceId).lean();
    if (!post) throw AppError.notFound('Post not found');
    const publishedBySend =
      post.publishAt != null &&
      rules.scheduledFor !== undefined &&
      rules.scheduledFor >= post.publishAt;
    if (!post.published && !rules.preview && !publishedBySend) {
      throw AppError.conflict(
        post.publishAt
          ? 'This post is scheduled: send the email at its publication time or later'
          : 'This post is a draft: publish it, or schedule it and send the email at its publication time',
      );
    }
    return {
      subject: post.title,
      title: post.title,
      label: 'From the journal',
      lead: post.excerpt.trim() || opening(post.content),
      url: absoluteUrl(postPath(post), origin),
      action: 'Read it on the site',
    };
  }
  const product = await ProductModel.findById(source.sourceId).lean();
  if (!product) throw AppError.notFound('Product not found');
  if (product.status !== 'live' && !rules.preview) {
    throw AppError.conflict('Only a live product can be announced');
  }
  return {
    subject: `New resources: ${product.name}`,
    title: product.name,
    label: 'New resources',
    lead: product.abstract?.trim() || opening(product.description ?? ''),
    url: absoluteUrl(productPath(product), origin),
    action: 'See it in the shop',
  };
}

const link = (url: string, label: string) =>
  `<a href="${url}" style="color:${PALETTE.burgundy}">${label}</a>`;

/** Every newsletter's footer: the postal address and the subscriber's own links. */
function footerOf(origin: string, settings: EmailSettings) {
  const html = [
    `${esc(settings.postalAddress)}`,
    `You receive this because you subscribed at ${esc(origin.replace(/^https?:\/\//, ''))}.`,
    `${link(PREFERENCES, 'Change what you receive')} · ${link(UNSUBSCRIBE, 'Unsubscribe')}`,
    'We never record whether an email is opened or a link followed.',
  ].join('<br/>');
  const text = [
    '--',
    settings.postalAddress,
    `Change what you receive: ${PREFERENCES}`,
    `Unsubscribe: ${UNSUBSCRIBE}`,
  ].join('\n');
  return { html, text };
}

/** One day of a seasonal series: its subject and markdown, in the same frame and footer. */
export function renderSeriesEmail(
  email: { subject: string; body: string },
  settings: EmailSettings,
): NewsletterEmail {
  const origin = settings.webOrigin.replace(/\/+$/, '');
  const footer = footerOf(origin, settings);
  const bodyHtml = renderMarkdown(email.body);
  const html = renderHtml({
    title: email.subject,
    preview: email.body.replace(/[#*_>`[\]()!]/g, ' ').slice(0, 140),
    body: [heading(email.subject), paragraph(bodyHtml)],
    footer: footer.html,
  });
  return {
    subject: email.subject,
    html,
    text: `${email.subject}\n\n${email.body}\n\n${footer.text}`,
  };
}

/** The email of a post or a product, with placeholders for each subscriber's links. */
export async function renderNewsletter(
  source: NewsletterSourceInput,
  settings: EmailSettings,
  rules: SendableRules = {},
): Promise<NewsletterEmail> {
  const origin = settings.webOrigin.replace(/\/+$/, '');
  const story = await storyOf(source, origin, rules);
  const footer = footerOf(origin, settings);
  const html = renderHtml({
    title: story.subject,
    preview: story.lead.slice(0, 140),
    body: [
      `<mj-text font-size="13px" color="${PALETTE.inkSoft}" text-transform="uppercase" letter-spacing="1px">${esc(story.label)}</mj-text>`,
      heading(story.title),
      paragraph(esc(story.lead)),
      button(story.action, story.url),
    ],
    footer: footer.html,
  });
  const text = [
    story.label,
    '',
    story.title,
    '',
    story.lead,
    '',
    `${story.action}: ${story.url}`,
    '',
    footer.text,
  ].join('\n');
  return { subject: story.subject, html, text };
}

/** The message one subscriber gets: their links in the body and the unsubscribe headers. */
export function personalize(
  email: NewsletterEmail,
  links: SubscriberLinks,
  unsubscribeMailto: string,
): { subject: string; html: string; text: string; headers: Record<string, string> } {
  const fill = (body: string) =>
    body
      .replaceAll(PREFERENCES, links.preferences)
      .replaceAll(UNSUBSCRIBE, `${links.preferences}#leave`);
  return {
    subject: email.subject,
    html: fill(email.html),
    text: fill(email.text),
    headers: listUnsubscribeHeaders(links, unsubscribeMailto),
  };
}

export { subscriberLinks };
