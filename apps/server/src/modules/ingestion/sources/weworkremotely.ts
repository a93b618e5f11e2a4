import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { FeedError, ItemError, type SourceAdapter } from '../types.ts';
import { dateFrom, joinUrl, readItem, refOf } from './read.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Descriptions stay as the feed wrote them; the normaliser decodes them exactly once.
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  cdataPropName: '__cdata',
  isArray: (name) => name === 'item',
});

/** A text element: plain (XML entities decoded once here) or CDATA (taken literally). */
const scalar = z
  .union([
    z.string(),
    z.number(),
    z.object({ __cdata: z.union([z.string(), z.array(z.string())]) }).loose(),
    z.object({ '#text': z.union([z.string(), z.number()]) }).loose(),
  ])
  .transform((value) => {
    if (typeof value !== 'object') return decodeXml(String(value));
    if ('__cdata' in value) return [value.__cdata].flat().join('');
    return decodeXml(String(value['#text']));
  })
  .nullish();

const itemSchema = z.object({
  title: scalar,
  link: scalar,
  guid: scalar,
  region: scalar,
  country: scalar,
  state: scalar,
  skills: scalar,
  category: scalar,
  type: scalar,
  description: scalar,
  pubDate: scalar,
  expires_at: scalar,
  'media:content': z.object({ '@_url': z.string().optional() }).nullish(),
});

function xmlText(value: string | null | undefined): string {
  return value ?? '';
}

/** The five XML entities decoded once; HTML entities are the normaliser's. */
function decodeXml(value: string): string {
  return value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * We Work Remotely (RSS): each item's title is "Company: Job title"; `region`, `country`,
 * `type`, `category` and `skills` are the board's own elements.
 */
export const weworkremotely: SourceAdapter = {
  name: 'weworkremotely',
  target: 'none',
  defaultBaseUrl: 'https://weworkremotely.com',
  feedUrl: (baseUrl) => joinUrl(baseUrl, '/remote-jobs.rss'),
  parsePage: (body) => {
    const valid = XMLValidator.validate(body);
    if (valid !== true) throw new FeedError(`not XML: ${valid.err.msg} (line ${valid.err.line})`);
    const channel = (parser.parse(body) as { rss?: { channel?: { item?: unknown[] } } }).rss
      ?.channel;
    if (!channel) throw new FeedError('not an RSS feed: no rss/channel');
    return { items: channel.item ?? [] };
  },
  itemRef: (item, index) => refOf(item, index, 'guid', 'link'),
  toRaw: (item) => {
    const job = readItem(itemSchema, item);
    const heading = xmlText(job.title);
    const split = heading.indexOf(':');
    if (split <= 0) throw new ItemError('title is not "Company: Job title"');
    const link = xmlText(job.link) || xmlText(job.guid);
    if (!link) throw new ItemError('no link');
    const places = [job.region, job.country, job.state].map(xmlText).filter(Boolean);
    return {
      sourceId: xmlText(job.guid) || link,
      title: heading.slice(split + 1),
      company: { name: heading.slice(0, split), logoUrl: job['media:content']?.['@_url'] ?? null },
      location: places.join(', ') || null,
      remoteFlag: true,
      regions: places,
      jobType: xmlText(job.type),
      categoryHint: xmlText(job.category),
      tags: xmlText(job.skills)
        .split(/,\s*|\s+and\s+/)
        .filter(Boolean),
      description: xmlText(job.description),
      sourceUrl: link,
      postedAt: dateFrom(xmlText(job.pubDate)),
      expiresAt: dateFrom(xmlText(job.expires_at)),
    };
  },
};
