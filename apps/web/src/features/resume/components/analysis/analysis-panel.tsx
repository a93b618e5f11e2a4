import type { TailorResult } from '@yonder/contract/resumes';
import { Gauge, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useAiFeatures } from '#hooks/use-ai-features.ts';
import { useResumeAnalysis } from '../../api/get-resume-analysis';
import { lastJobOf, startingTarget, type AnalysisState } from '../../hooks/use-analysis';
import { ActionError } from './action-error';
import { AnalysisResult } from './analysis-result';
import { AnalysisTargetPicker } from './analysis-target-picker';

type Props = {
  resumeId: string;
  state: AnalysisState;
  /** Saves pending edits first, so the server analyses what the person sees; false when it could not. */
  beforeAction: () => Promise<boolean>;
  onTailored: (result: TailorResult, jobId: string) => void;
};

/** ATS analysis against nothing, a job or a pasted description; and a tailored copy for a job. */
export function AnalysisPanel({ resumeId, state, beforeAction, onTailored }: Props) {
  const { t } = useTranslation('resume');
  const { chosen, setTarget, analysis, tailor, linkedJobId } = state;
  const [problem, setProblem] = useState<string | null>(null);
  // The last analysis, kept on the server: shown again on every visit at no cost.
  const stored = useResumeAnalysis(resumeId);
  const lastJob = lastJobOf(stored.data);
  const target = chosen ?? startingTarget(linkedJobId, lastJob);
  const canRewrite = useAiFeatures()?.bullet_rewrites;
  const justRan = analysis.data && analysis.variables?.id === resumeId ? analysis.data : null;
  // Pending edits are saved before either action: busy from the click until its request settles.
  const [preparing, setPreparing] = useState<'analysis' | 'tailor' | null>(null);
  const isAnalysing = analysis.isPending || preparing === 'analysis';
  const isTailoring = tailor.isPending || preparing === 'tailor';
  const isBusy = isAnalysing || isTailoring;

  /** Sends an action once pending edits are saved (when they cannot be, the editor says why). */
  const whenSaved = async (action: 'analysis' | 'tailor', send: () => Promise<unknown>) => {
    setPreparing(action);
    try {
      if (await beforeAction()) await send();
    } catch {
      // A failed request is shown from its mutation's state.
    } finally {
      setPreparing(null);
    }
  };

  const check = () => {
    if (target.mode === 'job' && !target.jobId) return t('analysis.chooseJob');
    if (target.mode === 'paste' && !target.description.trim()) return t('analysis.pasteRequired');
    return null;
  };

  const analyse = async () => {
    const found = check();
    setProblem(found);
    if (found) return;
    await whenSaved('analysis', () => {
      tailor.reset();
      return analysis.mutateAsync({
        id: resumeId,
        ...(target.mode === 'job' && target.jobId ? { job_id: target.jobId } : {}),
        ...(target.mode === 'paste' ? { job_description: target.description.trim() } : {}),
      });
    });
  };

  const tailorCopy = async () => {
    if (!target.jobId) return setProblem(t('analysis.chooseJob'));
    setProblem(null);
    const jobId = target.jobId;
    await whenSaved('tailor', () =>
      tailor.mutateAsync(
        { id: resumeId, jobId },
        { onSuccess: (result) => onTailored(result, jobId) },
      ),
    );
  };

  return (
    <section
      aria-labelledby="analysis-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2
        id="analysis-heading"
        className="flex items-center gap-2 text-base font-semibold text-slate-900"
      >
        <Gauge className="size-5 text-brand-600" aria-hidden="true" />
        {t('analysis.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('analysis.description')}</p>

      <div className="mt-4 space-y-4">
        <AnalysisTargetPicker
          target={target}
          onChange={(next) => {
            setTarget(next);
            setProblem(null);
          }}
          linkedJobId={linkedJobId}
          lastJob={lastJob}
          problem={problem}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={() => void analyse()} disabled={isBusy}>
            <Gauge className="size-4" aria-hidden="true" />
            {isAnalysing
              ? t('analysis.running')
              : stored.data
                ? t('analysis.runAgain')
                : t('analysis.run')}
          </Button>
          {target.mode === 'job' ? (
            <Button variant="secondary" onClick={() => void tailorCopy()} disabled={isBusy}>
              <Wand2 className="size-4" aria-hidden="true" />
              {isTailoring ? t('tailor.running') : t('tailor.run')}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-500">
          {target.mode === 'job' ? t('tailor.hint') : t('analysis.cost')}
        </p>
        {target.mode === 'job' && canRewrite === false ? (
          <p className="text-xs text-amber-800" data-testid="tailor-offline-hint">
            {t('tailor.offlineHint')}
          </p>
        ) : null}

        {analysis.isError ? (
          <ActionError error={analysis.error} fallback={t('analysis.failed')} />
        ) : null}
        {tailor.isError ? <ActionError error={tailor.error} fallback={t('tailor.failed')} /> : null}
      </div>

      <div
        className="mt-6 border-t border-slate-100 pt-5"
        aria-live="polite"
        aria-busy={isAnalysing}
      >
        {stored.data ? (
          <AnalysisResult result={stored.data} credits={justRan?.available_credits} />
        ) : (
          <p className="text-sm text-slate-500">
            {isAnalysing
              ? t('analysis.running')
              : stored.isPending
                ? t('analysis.loadingLast')
                : t('analysis.empty')}
          </p>
        )}
      </div>
    </section>
  );
}
