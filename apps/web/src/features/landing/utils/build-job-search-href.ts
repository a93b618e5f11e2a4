import { paths } from '#config/paths.ts';

/** The landing filter's four choices (spec section 9) and the job search's remote_type for each. */
export const LANDING_REMOTE_TYPES = ['all', 'fullRemote', 'partRemote', 'hybrid'] as const;
export type LandingRemoteType = (typeof LANDING_REMOTE_TYPES)[number];

const REMOTE_TYPE_QUERY: Record<LandingRemoteType, string | null> = {
  all: null,
  fullRemote: 'fullRemote',
  partRemote: 'regionRemote',
  hybrid: 'hybrid',
};

/** The job search URL carrying the typed keyword (trimmed, omitted when empty) and the remote type. */
export function buildJobSearchHref(keyword: string, remoteType: LandingRemoteType): string {
  const params = new URLSearchParams();
  const trimmed = keyword.trim();
  if (trimmed) params.set('keyword', trimmed);
  const remote = REMOTE_TYPE_QUERY[remoteType];
  if (remote) params.set('remote_type', remote);
  const query = params.toString();
  return query ? `${paths.jobSearch.getHref()}?${query}` : paths.jobSearch.getHref();
}
