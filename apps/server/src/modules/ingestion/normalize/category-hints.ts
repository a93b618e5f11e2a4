import type { JobCategory } from '@yonder/contract/jobs';

/**
 * Feeds' own category names (Remotive, We Work Remotely, Himalayas, Greenhouse and Lever
 * departments), checked in this order: "Finance / Legal" is finance, "Content Marketing"
 * marketing, "DevOps / Sysadmin" devops.
 */
const HINTS: [RegExp, JobCategory][] = [
  [/full[- ]?stack/i, 'fullstack'],
  [/front[- ]?end/i, 'frontend'],
  [/back[- ]?end/i, 'backend'],
  [/mobile|ios|android/i, 'mobile'],
  [/devops|sysadmin|infrastructure|site reliability|\bsre\b/i, 'devops'],
  [
    /\bit support|help ?desk|service desk|desktop support|\bit\b.*(operations|services)/i,
    'itSupport',
  ],
  [/\bdata\b|machine learning|\bai\b|analytics/i, 'dataScience'],
  [/accounting|finance|financial|\btax\b|payroll|\baudit/i, 'finance'],
  [/legal|compliance|regulatory/i, 'legal'],
  [/human resources|\bhr\b|people|recruit|talent/i, 'hr'],
  [/teach|education|tutor|training & development/i, 'education'],
  [/medical|health ?care|nurs|clinical|pharma/i, 'healthcare'],
  [/design|\bux\b/i, 'design'],
  [/customer (service|support|success|experience)|\bsupport\b/i, 'customerService'],
  [/marketing|seo|growth/i, 'marketing'],
  [/writing|editorial|content|copywriting|translation/i, 'writing'],
  [/sales|business development/i, 'sales'],
  [/product/i, 'product'],
  [/project management|operations|admin|office|assistant|g&a|logistics|procurement/i, 'operations'],
];

/** The category a feed's own category name means, or null when it does not tell one of ours. */
export function categoryFromHint(hint: string | null | undefined): JobCategory | null {
  if (!hint) return null;
  for (const [rule, category] of HINTS) if (rule.test(hint)) return category;
  return null;
}
