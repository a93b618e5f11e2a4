import { z } from 'zod';
import { structuredSalary, type Salary } from '../normalize/salary.ts';
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

const feedSchema = z.object({ jobs: z.array(z.unknown()) });

const component = z
  .object({
    compensationType: text,
    interval: text,
    currencyCode: text,
    minValue: z.number().nullish(),
    maxValue: z.number().nullish(),
  })
  .loose();

const itemSchema = z.object({
  id,
  title: z.string().min(1),
  department: text,
  team: text,
  employmentType: text,
  location: text,
  secondaryLocations: z.array(z.object({ location: text }).loose()).nullish(),
  publishedAt: text,
  isListed: z.boolean().nullish(),
  isRemote: z.boolean().nullish(),
  workplaceType: text,
  address: z
    .object({ postalAddress: z.object({ addressCountry: text }).loose().nullish() })
    .loose()
    .nullish(),
  jobUrl: text,
  applyUrl: text,
  descriptionHtml: text,
  descriptionPlain: text,
  compensation: z
    .object({
      scrapeableCompensationSalarySummary: text,
      compensationTierSummary: text,
      summaryComponents: z.array(component).nullish(),
      compensationTiers: z
        .array(z.object({ components: z.array(component).nullish() }).loose())
        .nullish(),
    })
    .loose()
    .nullish(),
});
type AshbyJob = z.output<typeof itemSchema>;

const WORKPLACES: Record<string, WorkplaceHint> = {
  remote: 'remote',
  hybrid: 'hybrid',
  onsite: 'onsite',
};

function salaryOf(job: AshbyJob): Salary | null {
  const components = [
    ...(job.compensation?.summaryComponents ?? []),
    ...(job.compensation?.compensationTiers ?? []).flatMap((tier) => tier.components ?? []),
  ];
  const pay = components.find((part) => /salary|hourly/i.test(part.compensationType ?? ''));
  if (!pay) return null;
  return structuredSalary({
    min: pay.minValue,
    max: pay.maxValue,
    currency: pay.currencyCode,
    period: pay.interval,
  });
}

/** Ashby job boards (`/posting-api/job-board/{name}`): unlisted postings are left out. */
export const ashby: SourceAdapter = {
  name: 'ashby',
  target: 'board',
  defaultBaseUrl: 'https://api.ashbyhq.com',
  feedUrl: (baseUrl, name) =>
    joinUrl(
      baseUrl,
      `/posting-api/job-board/${encodeURIComponent(name ?? '')}?includeCompensation=true`,
    ),
  parsePage: (body) => ({
    items: readFeed(feedSchema, parseJson(body), 'an Ashby job board').jobs.filter(
      (job) => (job as { isListed?: unknown } | null)?.isListed !== false,
    ),
  }),
  itemRef: (item, index) => refOf(item, index, 'id'),
  toRaw: (item, { target, companyName }) => {
    const job = readItem(itemSchema, item);
    const places = [job.location, ...(job.secondaryLocations ?? []).map((place) => place.location)];
    const workplace = WORKPLACES[(job.workplaceType ?? '').toLowerCase().replace(/[^a-z]/g, '')];
    return {
      sourceId: job.id,
      title: job.title,
      company: { name: companyName || companyFromToken(target) },
      location: places.filter(Boolean).join(' / ') || null,
      workplace: workplace ?? (job.isRemote ? 'remote' : null),
      jobType: job.employmentType,
      categoryHint: [job.department, job.team].filter(Boolean).join(' '),
      salary: salaryOf(job),
      salaryText: job.compensation?.scrapeableCompensationSalarySummary,
      description: job.descriptionHtml || job.descriptionPlain || '',
      descriptionFormat: job.descriptionHtml ? 'html' : 'text',
      applicationUrl: job.applyUrl,
      sourceUrl: job.jobUrl,
      postedAt: dateFrom(job.publishedAt),
    };
  },
};
