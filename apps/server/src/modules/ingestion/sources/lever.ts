import { z } from 'zod';
import { structuredSalary } from '../normalize/salary.ts';
import { countryFromCode } from '../normalize/regions.ts';
import type { WorkplaceHint } from '../normalize/remote.ts';
import type { SourceAdapter } from '../types.ts';
import {
  companyFromToken,
  dateFrom,
  id,
  joinUrl,
  parseJson,
  readFeed,
  readItem,
  refOf,
  text,
} from './read.ts';

const itemSchema = z.object({
  id,
  text: z.string().min(1),
  categories: z
    .object({
      location: text,
      commitment: text,
      team: text,
      department: text,
      allLocations: z.array(z.string()).nullish(),
    })
    .loose()
    .nullish(),
  country: text,
  description: text,
  descriptionPlain: text,
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: text,
  hostedUrl: text,
  applyUrl: text,
  workplaceType: text,
  salaryRange: z
    .object({
      currency: text,
      interval: text,
      min: z.number().nullish(),
      max: z.number().nullish(),
    })
    .nullish(),
  salaryDescriptionPlain: text,
  createdAt: z.number().nullish(),
});

const WORKPLACES: Record<string, WorkplaceHint> = {
  remote: 'remote',
  hybrid: 'hybrid',
  'on-site': 'onsite',
};

/** Lever postings (`/v0/postings/{company}?mode=json`): a bare array of postings. */
export const lever: SourceAdapter = {
  name: 'lever',
  target: 'board',
  defaultBaseUrl: 'https://api.lever.co',
  feedUrl: (baseUrl, company) =>
    joinUrl(baseUrl, `/v0/postings/${encodeURIComponent(company ?? '')}?mode=json`),
  parsePage: (body) => ({
    items: readFeed(z.array(z.unknown()), parseJson(body), 'a Lever postings list'),
  }),
  itemRef: (item, index) => refOf(item, index, 'id'),
  toRaw: (item, { target, companyName }) => {
    const job = readItem(itemSchema, item);
    const lists = (job.lists ?? [])
      .map((list) => `<h3>${list.text}</h3><ul>${list.content}</ul>`)
      .join('');
    const location = job.categories?.allLocations?.join(' / ') || job.categories?.location || null;
    return {
      sourceId: job.id,
      title: job.text,
      company: { name: companyName || companyFromToken(target) },
      location,
      workplace: WORKPLACES[job.workplaceType ?? ''] ?? null,
      regions: job.workplaceType === 'remote' && job.country ? [countryFromCode(job.country)] : [],
      jobType: job.categories?.commitment,
      categoryHint: [job.categories?.team, job.categories?.department].filter(Boolean).join(' '),
      salary: job.salaryRange
        ? structuredSalary({ ...job.salaryRange, period: job.salaryRange.interval })
        : null,
      salaryText: job.salaryDescriptionPlain,
      description: `${job.description ?? ''}${lists}${job.additional ?? ''}`,
      applicationUrl: job.applyUrl,
      sourceUrl: job.hostedUrl,
      postedAt: dateFrom(job.createdAt),
    };
  },
};
