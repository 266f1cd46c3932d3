// Test support: the rules a podcast feed must pass, after the W3C Feed Validator's for RSS 2.0
// and Apple's `itunes:` tags, and Podcasting 2.0's for `podcast:` (guid, locked, transcript).
// The feed validator itself is Python; with FEEDVALIDATOR_DIR set, podcast.test.ts runs it too.
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const ITUNES = 'http://www.itunes.com/dtds/podcast-1.0.dtd';
const PODCAST = 'https://podcastindex.org/namespace/1.0';
const UUID_V5 = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;

type Node = Record<string, unknown>;

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const list = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isWebUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
/** An element's or attribute's text: numbers and booleans as written, an element with attributes by its `#text`. */
const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && value !== null) return textOf((value as Node)['#text']);
  return '';
};

/** What is wrong with a podcast feed, one line a problem; empty for a valid feed. */
export function podcastFeedProblems(xml: string): string[] {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) return [`not well-formed XML: ${wellFormed.err.msg}`];
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const rss = (parser.parse(xml) as Node).rss as Node | undefined;
  if (!rss) return ['the root element is not rss'];
  need(rss['@_version'] === '2.0', 'rss: version must be 2.0');
  need(rss['@_xmlns:itunes'] === ITUNES, `rss: xmlns:itunes must be ${ITUNES}`);
  need(rss['@_xmlns:podcast'] === PODCAST, `rss: xmlns:podcast must be ${PODCAST}`);
  const channel = rss.channel as Node | undefined;
  if (!channel) return [...problems, 'rss: missing channel'];

  for (const element of ['title', 'link', 'description', 'language', 'itunes:author'])
    need(Boolean(textOf(channel[element])), `channel: missing ${element}`);
  need(isWebUrl(channel.link), 'channel: link must be an http(s) address');
  const image = channel['itunes:image'] as Node | undefined;
  need(
    isWebUrl(image?.['@_href']) && /\.(jpe?g|png)$/i.test(textOf(image?.['@_href'])),
    'channel: itunes:image needs an href to a JPEG or PNG',
  );
  const category = channel['itunes:category'] as Node | undefined;
  need(Boolean(category?.['@_text']), 'channel: itunes:category needs a text attribute');
  need(
    ['true', 'false'].includes(textOf(channel['itunes:explicit'])),
    'channel: itunes:explicit must be "true" or "false"',
  );
  const owner = channel['itunes:owner'] as Node | undefined;
  need(
    /^\S+@\S+$/.test(textOf(owner?.['itunes:email'])),
    'channel: itunes:owner needs an itunes:email',
  );
  need(UUID_V5.test(textOf(channel['podcast:guid'])), 'channel: podcast:guid must be a UUIDv5');
  need(
    ['yes', 'no'].includes(textOf(channel['podcast:locked'])),
    'channel: podcast:locked must be yes or no',
  );

  list(channel.item).forEach((value, index) => {
    const item = value as Node;
    const where = `item ${index + 1}`;
    need(Boolean(textOf(item.title)), `${where}: missing title`);
    need(Boolean(textOf(item.guid)), `${where}: missing guid`);
    need(RFC_822.test(textOf(item.pubDate)), `${where}: pubDate must be an RFC-822 date`);
    const enclosure = item.enclosure as Node | undefined;
    if (!enclosure) {
      problems.push(`${where}: missing enclosure`);
      return;
    }
    need(isWebUrl(enclosure['@_url']), `${where}: enclosure url must be an http(s) address`);
    need(
      /^[1-9]\d*$/.test(textOf(enclosure['@_length'])),
      `${where}: enclosure length must be a positive whole number of bytes`,
    );
    need(
      /^audio\/[\w.+-]+$/.test(textOf(enclosure['@_type'])),
      `${where}: enclosure type must be an audio type`,
    );
    const duration = item['itunes:duration'];
    if (duration !== undefined)
      need(
        /^(\d+|(\d+:)?\d{1,2}:\d{2})$/.test(textOf(duration)),
        `${where}: itunes:duration must be seconds or [H:]MM:SS`,
      );
    for (const transcript of list(item['podcast:transcript']) as Node[]) {
      need(isWebUrl(transcript['@_url']), `${where}: podcast:transcript needs a url`);
      need(Boolean(transcript['@_type']), `${where}: podcast:transcript needs a type`);
    }
  });
  return problems;
}
