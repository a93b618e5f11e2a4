import type { JobCategory } from '@yonder/contract/jobs';
import { CATEGORY_FIELDS } from '@yonder/contract/jobs-constants';
import type { MatchCandidate } from './types.ts';

export type JobField = (typeof CATEGORY_FIELDS)[JobCategory];

/** Fewer jobs than this in a person's field and their recommendations say so. */
export const FEW_IN_FIELD = 10;

export function fieldOf(category: JobCategory): JobField {
  return CATEGORY_FIELDS[category];
}

/** What a ranking kept of a person's field: its categories and how many jobs it holds. */
export type FieldSummary = {
  /** The candidate's own categories, the strongest first. */
  categories: JobCategory[];
  /** Jobs of the field in the ranking. */
  count: number;
  /** True when the field holds fewer than `FEW_IN_FIELD` jobs the person can be hired for. */
  few: boolean;
};

/**
 * Recommendations stay within the person's profession: only jobs of their fields are kept, and
 * another field's jobs never pad a short list; the summary lets the page say the field is short.
 * A candidate whose field is unknown keeps every job (null summary).
 */
export function withinField<T>(
  candidate: MatchCandidate,
  ranked: readonly T[],
  categoryOf: (item: T) => JobCategory,
  isEligible: (item: T) => boolean,
): { items: T[]; field: FieldSummary | null } {
  if (candidate.fields.size === 0) return { items: [...ranked], field: null };
  const items = ranked.filter((item) => candidate.fields.has(fieldOf(categoryOf(item))));
  const eligible = items.filter(isEligible).length;
  return {
    items,
    field: {
      categories: candidate.categories.filter((category) =>
        candidate.fields.has(fieldOf(category)),
      ),
      count: items.length,
      few: eligible < FEW_IN_FIELD,
    },
  };
}
