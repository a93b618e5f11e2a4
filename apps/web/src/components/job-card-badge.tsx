import { createContext, type ComponentType } from 'react';

/**
 * A badge a route may put on every job card of a list (the match score), without the jobs feature
 * knowing the feature that draws it. The badge gets the ids of the whole page, so it can ask for
 * all of them in one request.
 */
export type JobCardBadge = ComponentType<{ jobId: string; pageIds: readonly string[] }>;
export const JobCardBadgeContext = createContext<JobCardBadge | null>(null);
