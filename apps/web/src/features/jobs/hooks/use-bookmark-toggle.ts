import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JobListItem } from '@yonder/contract/jobs';
import { useTranslation } from 'react-i18next';
import { paths } from '#config/paths.ts';
import { APPLICATIONS_QUERY_KEY } from '#lib/applications.ts';
import { toast } from '#lib/toast.ts';
import { addFavoriteJob } from '../api/add-favorite-job';
import { favoritesQueryOptions } from '../api/get-favorites';
import { setBookmarked } from '../utils/bookmark-store';
import { FAVORITE_MUTATION_KEY, useBookmarkedIds, useBookmarkOwner } from './use-bookmarks';

export type BookmarkJob = Pick<JobListItem, 'id' | 'title' | 'company_name' | 'location'>;

/**
 * One job's bookmark (spec section 4): local storage changes first; a signed-in user's change
 * then goes to the server, and is put back with an error toast when the server refuses it.
 */
export function useBookmarkToggle(job: BookmarkJob) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const { owner, userId } = useBookmarkOwner();
  const isBookmarked = useBookmarkedIds().includes(job.id);
  const mutation = useMutation({
    mutationKey: FAVORITE_MUTATION_KEY,
    mutationFn: addFavoriteJob,
    // The tracker follows bookmarks (a saved job joins its wishlist).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favoritesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });

  const toggle = () => {
    if (!owner) return;
    const willSave = !isBookmarked;
    setBookmarked(owner, job.id, willSave);
    const done = t(willSave ? 'bookmark.saved' : 'bookmark.removed');
    if (!userId) {
      toast.success(done);
      return;
    }
    mutation.mutate(
      {
        user_id: userId,
        job_id: job.id,
        status: willSave ? 'saved' : 'deleted',
        job_title: job.title,
        job_url: new URL(paths.jobDetail.getHref(job.id), window.location.origin).href,
        company_name: job.company_name,
        location: job.location,
        source: 'web_app',
        notes: t('bookmark.autoNote'),
      },
      {
        onSuccess: () => toast.success(done),
        onError: () => {
          setBookmarked(owner, job.id, !willSave);
          toast.error(t('bookmark.failed'));
        },
      },
    );
  };

  return { isBookmarked, toggle, isPending: mutation.isPending, isReady: owner !== null };
}
