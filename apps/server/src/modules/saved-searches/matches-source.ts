import type { AlertSource } from './alert-sources.ts';

/**
 * "My recommendations" saved searches: the jobs matching finds for the user, posted after the
 * last alert. Until matching is merged there are none, so these searches never mail.
 */
// Wired to modules/matching at merge: findMatches({ db, userId, query, page: 1, pageSize: limit, postedAfter }).
export const matchesSource: AlertSource = {
  findNewJobs: async () => [],
  countNewJobs: async () => 0,
};
