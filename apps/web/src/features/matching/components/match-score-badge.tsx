import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '#hooks/use-is-signed-in.ts';
import { cn } from '#lib/cn.ts';
import { useMatchScores } from '../api/get-match-scores';
import { scoreTone } from './match-score';

/**
 * A search card's match badge. Every card of a page asks for the page's ids, so one request
 * answers them all; nothing shows for a guest or a user with nothing to match on.
 */
export function MatchScoreBadge({ jobId, pageIds }: { jobId: string; pageIds: readonly string[] }) {
  const { t } = useTranslation('matching');
  const isSignedIn = useIsSignedIn();
  const { data } = useMatchScores(pageIds, isSignedIn);
  const entry = data?.scores.find((score) => score.job_id === jobId);
  if (!entry) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        scoreTone(entry.score, entry.is_eligible),
      )}
    >
      {t('badge', { score: entry.score })}
    </span>
  );
}
