import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '@yonder/contract/dashboard';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { api } from '#lib/api-client.ts';
import { PRIMARY_RESUME_QUERY } from '#lib/primary-resume.ts';

/** The browser's time zone: the server counts days and weeks in it when the profile names none. */
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};

export async function getDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  const tz = browserTimeZone();
  return (
    await api.get<{ data: DashboardSummary }>('/api/v1/dashboard/summary', {
      signal,
      query: tz ? { tz } : {},
    })
  ).data;
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
    meta: PRIMARY_RESUME_QUERY,
  });

/** Every figure of the dashboard; nothing is asked for while signed out. */
export function useDashboardSummary() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...dashboardSummaryQueryOptions(), enabled: isSignedIn });
}
