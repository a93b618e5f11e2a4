import type { JobCategory } from '@yonder/contract/jobs';

/** Feeds' own category names (Remotive, We Work Remotely, Himalayas, Greenhouse departments). */
const HINTS: [RegExp, JobCategory][] = [
  [/full[- ]?stack/i, 'fullstack'],
  [/front[- ]?end/i, 'frontend'],
  [/back[- ]?end/i, 'backend'],
  [/mobile|ios|android/i, 'mobile'],
  [/devops|sysadmin|infrastructure|site reliability|\bsre\b/i, 'devops'],
  [/\bdata\b|machine learning|\bai\b|analytics/i, 'dataScience'],
  [/design|\bux\b/i, 'design'],
  [/customer (service|support|success)|\bsupport\b/i, 'customerService'],
  [/marketing|seo|content|copywriting|writing/i, 'marketing'],
  [/sales|business development/i, 'sales'],
  [/product/i, 'product'],
];

/** The category a feed's own category name means, or null when it does not tell one of ours. */
export function categoryFromHint(hint: string | null | undefined): JobCategory | null {
  if (!hint) return null;
  for (const [rule, category] of HINTS) if (rule.test(hint)) return category;
  return null;
}
