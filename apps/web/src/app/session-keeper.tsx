import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { forgetPersonalData } from '#lib/session.ts';

/**
 * Keeps the session alive while there is one: the refresh loop is fetched only when a token
 * exists, so a guest's first page never carries it. A session that begins takes in the bookmarks
 * made here as a guest, and the server learns this browser's time zone (the person's day when
 * their profile names none). When the session ends (here, in another tab, or on a 401) the signed-in
 * person's cached data goes too.
 */
export function SessionKeeper() {
  const isSignedIn = useIsSignedIn();
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(isSignedIn);

  useEffect(() => {
    if (wasSignedIn.current && !isSignedIn) forgetPersonalData(queryClient);
    wasSignedIn.current = isSignedIn;
    if (!isSignedIn) return;
    let isActive = true;
    let stop: (() => void) | undefined;
    void import('#lib/token-refresh.ts').then((module) => {
      if (isActive) stop = module.startTokenRefresh();
    });
    void import('#features/jobs/utils/merge-guest-bookmarks.ts').then((module) => {
      if (isActive) void module.mergeGuestBookmarks(queryClient);
    });
    void import('#lib/report-time-zone.ts').then(async (module) => {
      // The account's dates (the points' reset) were read in the old zone: read them again.
      if (isActive && (await module.reportTimeZone()))
        void queryClient.invalidateQueries({ queryKey: ['account'] });
    });
    return () => {
      isActive = false;
      stop?.();
    };
  }, [isSignedIn, queryClient]);

  return null;
}
