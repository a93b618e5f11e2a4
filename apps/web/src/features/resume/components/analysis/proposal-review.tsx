import type { ResumeProposal } from '@yonder/contract/resume-proposals';
import type { Resume } from '@yonder/contract/resumes';
import { ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { toast } from '#lib/toast.ts';
import { useAcceptSupported, useDecideChange, useDiscardProposal } from '../../api/decide-change';
import { errorMessage } from '../../utils/api-errors';
import { ActionError } from './action-error';
import { ChangeCard, type Decision } from './change-card';
import { KeywordPills } from './keyword-pills';

type Props = {
  resumeId: string;
  proposal: ResumeProposal;
  /** Saves pending edits first and gives the stored version a decision is made on; null when it could not. */
  prepare: () => Promise<number | null>;
  /** The copy as the server stored it after a decision: the editor takes it in. */
  onDecided: (resume: Resume) => void;
};

/**
 * What tailoring or translation proposed, each change beside the original, waiting for the
 * person's decision: kept on the server, so leaving and coming back shows it again. "Accept all
 * supported" never takes a change that claims what the original resume does not.
 */
export function ProposalReview({ resumeId, proposal, prepare, onDecided }: Props) {
  const { t } = useTranslation('resume');
  const decide = useDecideChange();
  const acceptAll = useAcceptSupported();
  const discard = useDiscardProposal();
  const pending = proposal.changes.filter((change) => change.status === 'pending');
  const supported = pending.filter((change) => change.unsupported.length === 0);
  const isBusy = decide.isPending || acceptAll.isPending || discard.isPending;
  const isTailor = proposal.kind === 'tailor';

  const onDecide = async (changeId: string, decision: Decision): Promise<string | null> => {
    const version = await prepare();
    if (version === null) return null;
    try {
      const decided = await decide.mutateAsync({ id: resumeId, changeId, version, ...decision });
      onDecided(decided.resume);
      return null;
    } catch (error) {
      return errorMessage(error, t('proposal.failed'));
    }
  };
  const onAcceptAll = async () => {
    const version = await prepare();
    if (version === null) return;
    acceptAll.mutate(
      { id: resumeId, version },
      {
        onSuccess: (decided) => {
          onDecided(decided.resume);
          toast.success(t('proposal.acceptedToast', { count: decided.accepted ?? 0 }));
        },
      },
    );
  };

  return (
    <section
      aria-labelledby="proposal-heading"
      className="rounded-2xl border border-violet-200 bg-violet-50/40 p-4 sm:p-5"
      data-testid="proposal-review"
    >
      <h2
        id="proposal-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <ListChecks className="size-5 shrink-0 text-violet-700" aria-hidden="true" />
        {isTailor
          ? t('proposal.titleTailor', { job: proposal.job_title })
          : t('proposal.titleTranslation')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {isTailor ? t('proposal.description') : t('proposal.descriptionTranslation')}
      </p>
      <p role="status" className="mt-2 text-sm font-medium text-slate-800">
        {t('proposal.pending', { count: pending.length })}
      </p>

      {isTailor ? (
        <div className="mt-3">
          <KeywordPills
            title={t('proposal.missing')}
            words={proposal.missing_keywords}
            kind="missing"
            emptyText={t('proposal.noMissing')}
          />
        </div>
      ) : null}

      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button onClick={() => void onAcceptAll()} disabled={isBusy || supported.length === 0}>
          {t('proposal.acceptSupported', { count: supported.length })}
        </Button>
        <Button
          variant="ghost"
          disabled={isBusy || pending.length === 0}
          onClick={() =>
            discard.mutate(
              { id: resumeId },
              { onSuccess: () => toast.success(t('proposal.discarded')) },
            )
          }
        >
          {t('proposal.rejectRest')}
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600">{t('proposal.acceptSupportedHint')}</p>
      {acceptAll.isError ? (
        <div className="mt-2">
          <ActionError error={acceptAll.error} fallback={t('proposal.failed')} />
        </div>
      ) : null}
      {discard.isError ? (
        <div className="mt-2">
          <ActionError error={discard.error} fallback={t('proposal.failed')} />
        </div>
      ) : null}

      <ol aria-label={t('proposal.list')} className="mt-4 space-y-3">
        {proposal.changes.map((change) => (
          <ChangeCard
            key={change.id}
            change={change}
            kind={proposal.kind}
            isBusy={isBusy}
            onDecide={(decision) => onDecide(change.id, decision)}
          />
        ))}
      </ol>
    </section>
  );
}
