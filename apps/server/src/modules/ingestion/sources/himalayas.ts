import { z } from 'zod';
import { structuredSalary } from '../normalize/salary.ts';
import type { SourceAdapter } from '../types.ts';
import { dateFrom, id, joinUrl, parseJson, readFeed, readItem, refOf, text } from './read.ts';

/** Himalayas answers at most this many jobs a page. */
export const HIMALAYAS_PAGE = 20;

const feedSchema = z.object({
  jobs: z.array(z.unknown()),
  offset: z.number().nullish(),
  limit: z.number().nullish(),
  totalCount: z.number().nullish(),
});

const itemSchema = z.object({
  guid: id.optional(),
  applicationLink: z.string().min(1),
  title: z.string().min(1),
  excerpt: text,
  description: z.string().default(''),
  companyName: z.string().min(1),
  companyLogo: text,
  employmentType: text,
  minSalary: z.number().nullish(),
  maxSalary: z.number().nullish(),
  currency: text,
  salaryCurrency: text,
  locationRestrictions: z.array(z.string()).nullish(),
  timezoneRestrictions: z.array(z.number()).nullish(),
  categories: z.array(z.string()).nullish(),
  parentCategories: z.array(z.string()).nullish(),
  pubDate: z.union([z.number(), z.string()]).nullish(),
  expiryDate: z.union([z.number(), z.string()]).nullish(),
});

function pageUrl(baseUrl: string, offset: number): string {
  return joinUrl(baseUrl, `/jobs/api?limit=${HIMALAYAS_PAGE}&offset=${offset}`);
}

/** Himalayas (`/jobs/api`): remote jobs, paginated by offset, with region and time-zone limits. */
export const himalayas: SourceAdapter = {
  name: 'himalayas',
  target: 'none',
  defaultBaseUrl: 'https://himalayas.app',
  feedUrl: (baseUrl) => pageUrl(baseUrl, 0),
  parsePage: (body, { url }) => {
    const feed = readFeed(feedSchema, parseJson(body), 'a Himalayas feed');
    const offset = (feed.offset ?? Number(new URL(url).searchParams.get('offset') ?? 0)) || 0;
    const nextOffset = offset + feed.jobs.length;
    const more = feed.jobs.length > 0 && (feed.totalCount == null || nextOffset < feed.totalCount);
    const next = new URL(url);
    next.searchParams.set('offset', String(nextOffset));
    return { items: feed.jobs, next: more ? next.toString() : null };
  },
  itemRef: (item, index) => refOf(item, index, 'guid', 'applicationLink'),
  toRaw: (item) => {
    const job = readItem(itemSchema, item);
    const categories = [...(job.parentCategories ?? []), ...(job.categories ?? [])];
    return {
      sourceId: job.guid ?? job.applicationLink,
      title: job.title,
      company: { name: job.companyName, logoUrl: job.companyLogo },
      location: job.locationRestrictions?.join(', ') || null,
      remoteFlag: true,
      regions: job.locationRestrictions ?? [],
      timezoneOffsets: job.timezoneRestrictions ?? [],
      jobType: job.employmentType,
      categoryHint: categories.join(' '),
      tags: job.categories ?? [],
      salary: structuredSalary({
        min: job.minSalary,
        max: job.maxSalary,
        currency: job.currency ?? job.salaryCurrency,
        period: 'year',
      }),
      description: job.description || job.excerpt || '',
      applicationUrl: job.applicationLink,
      sourceUrl: job.applicationLink,
      postedAt: dateFrom(job.pubDate),
      expiresAt: dateFrom(job.expiryDate),
    };
  },
};
