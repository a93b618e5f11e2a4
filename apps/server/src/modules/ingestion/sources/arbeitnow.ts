import { z } from 'zod';
import type { SourceAdapter } from '../types.ts';
import { dateFrom, joinUrl, parseJson, readFeed, readItem, refOf, text } from './read.ts';

const feedSchema = z.object({
  data: z.array(z.unknown()),
  links: z.object({ next: z.string().nullish() }).loose().nullish(),
});

const itemSchema = z.object({
  slug: z.string().min(1),
  company_name: z.string().min(1),
  title: z.string().min(1),
  description: z.string().default(''),
  remote: z.boolean().nullish(),
  url: text,
  tags: z.array(z.string()).nullish(),
  job_types: z.array(z.string()).nullish(),
  location: text,
  created_at: z.union([z.number(), z.string()]).nullish(),
});

/** Arbeitnow (`/api/job-board-api`): European jobs, remote or not, paginated by `links.next`. */
export const arbeitnow: SourceAdapter = {
  name: 'arbeitnow',
  target: 'none',
  defaultBaseUrl: 'https://www.arbeitnow.com',
  feedUrl: (baseUrl) => joinUrl(baseUrl, '/api/job-board-api'),
  parsePage: (body, { url }) => {
    const feed = readFeed(feedSchema, parseJson(body), 'an Arbeitnow feed');
    const next = feed.links?.next;
    // Later pages are read from the same host as the first, wherever the feed says they are.
    const nextUrl = next
      ? new URL(new URL(next).pathname + new URL(next).search, url).toString()
      : null;
    return { items: feed.data, next: feed.data.length > 0 ? nextUrl : null };
  },
  itemRef: (item, index) => refOf(item, index, 'slug'),
  toRaw: (item) => {
    const job = readItem(itemSchema, item);
    return {
      sourceId: job.slug,
      title: job.title,
      company: { name: job.company_name },
      location: job.location,
      remoteFlag: job.remote ?? null,
      jobType: job.job_types ?? [],
      tags: job.tags ?? [],
      description: job.description,
      sourceUrl: job.url,
      postedAt: dateFrom(job.created_at),
    };
  },
};
