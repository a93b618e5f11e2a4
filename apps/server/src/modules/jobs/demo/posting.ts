import type { JobCategory } from '@yonder/contract/jobs';
import type { SizeBand } from './companies.ts';
import type { Random } from './random.ts';
import type { Level } from './roles.ts';

/** What the texts of one posting are made from. */
export type PostingContext = {
  company: string;
  industry: string;
  product: string;
  audience: string;
  size: SizeBand;
  title: string;
  category: JobCategory;
  level: Level;
  team: string;
  skills: readonly string[];
  years: number | null;
  isRemote: boolean;
  /** A small number the texts use for countries, team size or founding year. */
  number: number;
};

type Template = (context: PostingContext) => string;

/** The description texts of one language (`text-en.ts`, `text-zh.ts`). */
type DescriptionCopy = {
  sizes: Record<SizeBand, string>;
  intros: readonly Template[];
  roles: readonly Template[];
  teams: readonly string[];
  departments: Record<JobCategory, string>;
  headings: { stack: string; tools: string; work: string; process: string };
  stack: readonly Template[];
  work: readonly string[];
  remoteWork: readonly string[];
  /** Interview steps in their order. */
  process: readonly string[];
  closings: readonly string[];
};

/** The list items of one language (`lists-en.ts`, `lists-zh.ts`). */
export type ListCopy = {
  experience: Template;
  skillRequirements: readonly Template[];
  requirements: Record<JobCategory, readonly string[]>;
  genericRequirements: readonly string[];
  responsibilities: Record<JobCategory, readonly string[]>;
  genericResponsibilities: readonly string[];
  leadResponsibilities: readonly string[];
  benefits: readonly string[];
  remoteBenefits: readonly string[];
};

export type Copy = DescriptionCopy & ListCopy;

const TECHNICAL = new Set<JobCategory>([
  'frontend',
  'backend',
  'fullstack',
  'mobile',
  'devops',
  'dataScience',
]);
const LEADING = new Set<Level>(['staff', 'lead', 'principal']);

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const heading = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
const list = (items: readonly string[]) =>
  `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** Some of the steps, in their order. */
function steps(random: Random, all: readonly string[], count: number): string[] {
  const kept = new Set(random.sample(all.slice(1, -1), count - 2));
  return all.filter((step, index) => index === 0 || index === all.length - 1 || kept.has(step));
}

/** The description as sanitised HTML: a few paragraphs, sections and lists that vary by job. */
export function describe(random: Random, copy: Copy, context: PostingContext): string {
  const parts = [
    paragraph(random.pick(copy.intros)(context)),
    paragraph(random.pick(copy.roles)(context)),
  ];
  const isTechnical = TECHNICAL.has(context.category);
  // Only technical and design postings list the tools of the job.
  if ((isTechnical || context.category === 'design') && random.chance(0.75)) {
    parts.push(heading(isTechnical ? copy.headings.stack : copy.headings.tools));
    parts.push(paragraph(random.pick(copy.stack)(context)));
  }
  if (random.chance(0.6)) {
    const practices = context.isRemote ? [...copy.work, ...copy.remoteWork] : copy.work;
    parts.push(heading(copy.headings.work), list(random.sample(practices, random.int(2, 4))));
  }
  if (random.chance(0.4)) {
    parts.push(heading(copy.headings.process), list(steps(random, copy.process, random.int(3, 5))));
  }
  if (random.chance(0.7)) parts.push(paragraph(random.pick(copy.closings)));
  return parts.join('');
}

/** Requirements, responsibilities and benefits, 3 to 7 items each. */
export function postingLists(random: Random, copy: Copy, context: PostingContext) {
  const requirements = [
    copy.experience(context),
    random.pick(copy.skillRequirements)(context),
    ...random.sample(copy.requirements[context.category], random.int(1, 3)),
    ...random.sample(copy.genericRequirements, random.int(0, 2)),
  ];
  const responsibilities = [
    ...random.sample(copy.responsibilities[context.category], random.int(3, 4)),
    ...(LEADING.has(context.level) ? [random.pick(copy.leadResponsibilities)] : []),
    ...random.sample(copy.genericResponsibilities, random.int(0, 2)),
  ];
  const benefitPool = context.isRemote ? [...copy.benefits, ...copy.remoteBenefits] : copy.benefits;
  return {
    requirements,
    responsibilities,
    benefits: random.sample(benefitPool, random.int(3, 7)),
  };
}
