import { z } from 'zod';
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

const named = z.object({ name: z.string().nullish() }).loose();
const itemSchema = z.object({
  id,
  title: z.string().min(1),
  company_name: text,
  updated_at: text,
  first_published: text,
  location: named.nullish(),
  absolute_url: text,
  content: z.string().default(''),
  departments: z.array(named).nullish(),
  offices: z.array(named.extend({ location: text })).nullish(),
  metadata: z.array(z.object({ name: z.string(), value: z.unknown() }).loose()).nullish(),
});

/** A custom field such as "Workplace type: Remote" that some boards add. */
function workplaceOf(
  metadata: { name: string; value: unknown }[] | null | undefined,
): WorkplaceHint {
  for (const field of metadata ?? []) {
    if (!/workplace|remote|location type|work type/i.test(field.name)) continue;
    const value = String(field.value ?? '').toLowerCase();
    if (/hybrid/.test(value)) return 'hybrid';
    if (/remote/.test(value) || value === 'true') return 'remote';
    if (/on-?site|office/.test(value) || value === 'false') return 'onsite';
  }
  return null;
}

/** Greenhouse job boards (`/v1/boards/{token}/jobs?content=true`); content is HTML escaped as text. */
export const greenhouse: SourceAdapter = {
  name: 'greenhouse',
  target: 'board',
  defaultBaseUrl: 'https://boards-api.greenhouse.io',
  feedUrl: (baseUrl, token) =>
    joinUrl(baseUrl, `/v1/boards/${encodeURIComponent(token ?? '')}/jobs?content=true`),
  parsePage: (body) => ({
    items: readFeed(feedSchema, parseJson(body), 'a Greenhouse board').jobs,
  }),
  itemRef: (item, index) => refOf(item, index, 'id'),
  toRaw: (item, { target, companyName }) => {
    const job = readItem(itemSchema, item);
    const offices = (job.offices ?? [])
      .map((office) => office.location || office.name)
      .filter(Boolean);
    return {
      sourceId: job.id,
      title: job.title,
      company: { name: job.company_name || companyName || companyFromToken(target) },
      location: job.location?.name || offices[0] || null,
      workplace: workplaceOf(job.metadata),
      categoryHint: (job.departments ?? []).map((department) => department.name).join(' '),
      description: job.content,
      sourceUrl: job.absolute_url,
      postedAt: dateFrom(job.first_published) ?? dateFrom(job.updated_at),
    };
  },
};
