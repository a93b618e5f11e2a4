import { structuredSalary } from '../normalize/salary.ts';
import { FeedError, ItemError, type SourceAdapter } from '../types.ts';
import { jobPostingsIn } from './jsonld-nodes.ts';
import { dateFrom, refOf } from './read.ts';

type Node = Record<string, unknown>;
const asNode = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};
const list = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value == null ? [] : [value];
const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
/** Text or `{ name }` / `{ url }` / `{ value }`, as schema.org allows almost anywhere. */
const textOf = (value: unknown): string | null => {
  const node = asNode(value);
  return str(value) ?? str(node.name) ?? str(node.url) ?? str(node.value) ?? null;
};

/** A JobPosting's `identifier`: text, or a PropertyValue whose `value` is the id. */
const idOf = (value: unknown): string | null => str(value) ?? str(asNode(value).value) ?? null;

function placeOf(value: unknown): string | null {
  const place = asNode(value);
  const address = place.address ?? value;
  if (typeof address === 'string') return address;
  const parts = asNode(address);
  const line = [parts.addressLocality, parts.addressRegion, textOf(parts.addressCountry)]
    .map((part) => textOf(part))
    .filter(Boolean)
    .join(', ');
  return line || textOf(place.name);
}

function linesOf(value: unknown): string[] {
  return list(value)
    .flatMap((entry) => (str(entry) ?? '').split(/\n|<\/?(?:li|p|br)\s*\/?>/i))
    .map((line) =>
      line
        .replace(/<[^>]+>/g, '')
        .replace(/^[\s•*\-–]+/, '')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * schema.org `JobPosting` in the JSON-LD of any HTML page (a careers page, one URL or a saved
 * file). The page must hold at least one JobPosting.
 */
export const jsonld: SourceAdapter = {
  name: 'jsonld',
  target: 'url',
  defaultBaseUrl: '',
  feedUrl: (_baseUrl, url) => url ?? '',
  parsePage: (body) => {
    const blocks = jobPostingsIn(body);
    if (blocks.length === 0) throw new FeedError('no schema.org JobPosting on the page');
    return { items: blocks.flatMap((block) => ('nodes' in block ? block.nodes : [block])) };
  },
  itemRef: (item, index) => {
    const node = asNode(item);
    return idOf(node.identifier) ?? str(node.url) ?? refOf(item, index);
  },
  toRaw: (item, { url }) => {
    const node = asNode(item);
    if ('invalid' in node) throw new ItemError(String(node.invalid));
    const organization = asNode(node.hiringOrganization);
    const salary = asNode(node.baseSalary);
    const amount = asNode(salary.value);
    const places = list(node.jobLocation)
      .map(placeOf)
      .filter((place): place is string => !!place);
    const applicants = list(node.applicantLocationRequirements)
      .map(textOf)
      .filter(Boolean) as string[];
    const months = Number(asNode(node.experienceRequirements).monthsOfExperience);
    const page = str(node.url) ?? url;
    return {
      sourceId: idOf(node.identifier) ?? page,
      title: str(node.title) ?? str(node.name) ?? '',
      company: {
        name: str(node.hiringOrganization) ?? textOf(organization.name) ?? '',
        logoUrl: textOf(organization.logo),
        website: str(organization.sameAs) ?? str(organization.url),
      },
      location: places.join(' / ') || applicants.join(', ') || null,
      workplace: list(node.jobLocationType).some((type) => /telecommute/i.test(String(type)))
        ? 'remote'
        : null,
      regions: applicants,
      jobType: list(node.employmentType).map(String),
      categoryHint: [textOf(node.occupationalCategory), textOf(node.industry)]
        .filter(Boolean)
        .join(' '),
      tags: linesOf(node.skills).flatMap((line) => line.split(/,\s*/)),
      salary: structuredSalary({
        min: amount.minValue ?? amount.value ?? salary.value,
        max: amount.maxValue ?? amount.value ?? salary.value,
        currency: str(salary.currency),
        period: str(amount.unitText) ?? str(salary.unitText),
      }),
      description: str(node.description) ?? '',
      lists: {
        requirements: linesOf(node.qualifications ?? node.experienceRequirements),
        responsibilities: linesOf(node.responsibilities),
        benefits: linesOf(node.jobBenefits),
      },
      experienceYears: Number.isFinite(months) && months > 0 ? Math.round(months / 12) : null,
      applicationUrl: page,
      sourceUrl: page,
      postedAt: dateFrom(str(node.datePosted)),
      expiresAt: dateFrom(str(node.validThrough)),
    };
  },
};
