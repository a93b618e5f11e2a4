import { z } from 'zod';
import type { SourceAdapter } from '../types.ts';
import { dateFrom, id, joinUrl, parseJson, readFeed, readItem, refOf, text } from './read.ts';

const feedSchema = z.object({ jobs: z.array(z.unknown()) });

const itemSchema = z.object({
  id,
  url: text,
  title: z.string().min(1),
  company_name: z.string().min(1),
  company_logo: text,
  category: text,
  tags: z.array(z.string()).nullish(),
  job_type: text,
  publication_date: text,
  candidate_required_location: text,
  salary: text,
  description: z.string().default(''),
});

/** Remotive (`/api/remote-jobs`): a remote-only board; its terms also ask for a link back. */
export const remotive: SourceAdapter = {
  name: 'remotive',
  target: 'none',
  defaultBaseUrl: 'https://remotive.com',
  feedUrl: (baseUrl) => joinUrl(baseUrl, '/api/remote-jobs'),
  parsePage: (body) => ({ items: readFeed(feedSchema, parseJson(body), 'a Remotive feed').jobs }),
  itemRef: (item, index) => refOf(item, index, 'id'),
  toRaw: (item) => {
    const job = readItem(itemSchema, item);
    const place = job.candidate_required_location ?? '';
    return {
      sourceId: job.id,
      title: job.title,
      company: { name: job.company_name, logoUrl: job.company_logo },
      location: place || null,
      remoteFlag: true,
      regions: place ? [place] : [],
      jobType: job.job_type,
      categoryHint: job.category,
      tags: job.tags ?? [],
      salaryText: job.salary,
      description: job.description,
      sourceUrl: job.url,
      attributionUrl: job.url,
      postedAt: dateFrom(job.publication_date),
    };
  },
};
