import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '#lib/current-user.ts';
import { useIsSignedIn } from './use-is-signed-in';

/** The signed-in person (`auth/me`), cached; nothing is asked for while signed out. */
export function useCurrentUser() {
  const isSignedIn = useIsSignedIn();
  return useQuery({ ...currentUserQueryOptions(), enabled: isSignedIn });
}
