import { z } from 'zod';
import { structuredSalary } from '../normalize/salary.ts';
import type { SourceAdapter } from '../types.ts';
import { dateFrom, id, joinUrl, parseJson, readFeed, readItem, refOf, text } from './read.ts';

/** The array whose first element is RemoteOK's legal notice, then the jobs. */
const feedSchema = z
  .array(z.unknown())
  .min(1)
  .refine((items) => {
    const notice = items[0] as { legal?: unknown } | undefined;
    return typeof notice?.legal === 'string';
  }, 'element 0 must be the legal notice');

const itemSchema = z.object({
  id,
  slug: text,
  position: z.string().min(1),
  company: z.string().min(1),
  company_logo: text,
  logo: text,
  location: text,
  tags: z.array(z.string()).nullish(),
  description: z.string().default(''),
  salary_min: z.union([z.number(), z.string()]).nullish(),
  salary_max: z.union([z.number(), z.string()]).nullish(),
  date: text,
  epoch: z.number().nullish(),
  apply_url: text,
  url: text,
});

function attributionOf(
  url: string | null | undefined,
  slug: string | null | undefined,
  id: string,
): string {
  if (url && /^https?:\/\/(www\.)?remoteok\.com\//i.test(url)) return url;
  return `https://remoteok.com/remote-jobs/${encodeURIComponent(slug || id)}`;
}

/**
 * RemoteOK (`/api`): a remote-only board. Its terms ask for a followed link back to the job on
 * Remote OK, kept as the attribution link the job detail shows.
 */
export const remoteok: SourceAdapter = {
  name: 'remoteok',
  target: 'none',
  defaultBaseUrl: 'https://remoteok.com',
  feedUrl: (baseUrl) => joinUrl(baseUrl, '/api'),
  parsePage: (body) => ({
    items: readFeed(feedSchema, parseJson(body), 'a RemoteOK feed').slice(1),
  }),
  itemRef: (item, index) => refOf(item, index, 'id', 'slug'),
  toRaw: (item) => {
    const job = readItem(itemSchema, item);
    const tags = job.tags ?? [];
    return {
      sourceId: job.id,
      title: job.position,
      company: { name: job.company, logoUrl: job.company_logo || job.logo || null },
      location: job.location,
      remoteFlag: true,
      tags,
      salary: structuredSalary({
        min: job.salary_min,
        max: job.salary_max,
        currency: 'USD',
        period: 'year',
      }),
      description: job.description,
      applicationUrl: job.apply_url,
      sourceUrl: job.url,
      // Some jobs' `url` is the employer's page; the terms want the link back to Remote OK.
      attributionUrl: attributionOf(job.url, job.slug, job.id),
      postedAt: dateFrom(job.date) ?? dateFrom(job.epoch),
    };
  },
};
