import type { Resume, TailorResult } from '@yonder/contract/resumes';
import { memo, Suspense, useDeferredValue, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '#components/ui/spinner.tsx';
import { paths } from '#config/paths.ts';
import { cn } from '#lib/cn.ts';
import { toast } from '#lib/toast.ts';
import { useAnalysis } from '../hooks/use-analysis';
import { useDraftForm } from '../hooks/use-draft-form';
import { useResumeActions } from '../hooks/use-resume-actions';
import { useResumeAutosave } from '../hooks/use-resume-autosave';
import type { Draft } from '../utils/draft';
import { AnalysisPanel } from './analysis/analysis-panel';
import { TailorResultCard } from './analysis/tailor-result';
import { ConflictDialog } from './conflict-dialog';
import { EditorToolbar } from './editor-toolbar';
import type { ResumeAction } from './resume-actions-menu';
import { LeaveGuard } from './leave-guard';
import { ParseNote } from './parse-note';
import { ResumeDialogs } from './resume-dialogs';
import { firstSectionWithError, ResumeForm, type EditorSection } from './resume-form';
import { ResumePreview } from './resume-preview';
import { ReviewArea } from './review-area';
import { ViewSwitch } from './view-switch';

type Side = 'preview' | 'analysis';
type MobileView = 'edit' | Side;
type Props = { resume: Resume; jobId: string | null; onOpen: (id: string) => void };

/**
 * The two-pane editor: sections on the left; the live preview or the analysis on the right. The
 * resume is a react-hook-form form: each field renders on its own as it is typed in, and the
 * preview follows the form's values.
 */
export function ResumeEditor({ resume, jobId, onOpen }: Props) {
  const { t } = useTranslation('resume');
  const navigate = useNavigate();
  const form = useDraftForm(resume);
  const autosave = useResumeAutosave(resume, form);
  const analysis = useAnalysis(jobId);
  const actions = useResumeActions(onOpen);
  // Tailoring that had nothing to propose: no copy, its result shown here.
  const [tailored, setTailored] = useState<TailorResult | null>(null);
  const [side, setSide] = useState<Side>(jobId ? 'analysis' : 'preview');
  const [mobileView, setMobileView] = useState<MobileView>('edit');
  const [section, setSection] = useState<EditorSection>('basics');
  // The latest version replaces the form: its lists and fields start afresh.
  const [formKey, setFormKey] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const [isConflictOpen, setIsConflictOpen] = useState(false);
  const { status } = autosave;
  const [seenStatus, setSeenStatus] = useState(status);
  if (status !== seenStatus) {
    // A save that meets a newer version opens the choice at once.
    setSeenStatus(status);
    if (status === 'conflict') setIsConflictOpen(true);
  }

  /** Server-side actions read the stored resume: pending edits are saved first. */
  const saveFirst = async () => {
    if (await autosave.save()) return true;
    toast.error(t(autosave.getStatus() === 'invalid' ? 'save.fixFirst' : 'save.firstSave'));
    return false;
  };
  /** A decision on a proposed change is made on what is stored: pending edits are saved first. */
  const prepareDecision = async () => ((await saveFirst()) ? autosave.getVersion() : null);
  const onDecided = (latest: Resume) => {
    autosave.adopt(latest);
    setFormKey((key) => key + 1);
  };
  const onAction = async (action: ResumeAction) => {
    if (action !== 'delete' && action !== 'exportPdf' && !(await saveFirst())) return;
    actions.run(action, { ...resume, title: form.getValues('title').trim() || resume.title });
  };
  const showSide = (view: MobileView) => {
    setMobileView(view);
    if (view !== 'edit') setSide(view);
  };
  /** Opens the tab of the first refused field and puts the cursor in it. */
  const revealProblem = () => {
    const problem = firstSectionWithError(form.getFieldState);
    if (!problem) return;
    flushSync(() => {
      setSection(problem);
      setMobileView('edit');
    });
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')
      ?.focus();
  };

  return (
    <FormProvider {...form}>
      <EditorHeading fallback={resume.title} />
      <EditorToolbar
        status={status}
        onRetry={() => void autosave.save()}
        onResolve={() => setIsConflictOpen(true)}
        onReveal={revealProblem}
        onAction={(action) => void onAction(action)}
      />
      <ParseNote note={resume.parse_note} />
      <ReviewArea resume={resume} prepare={prepareDecision} onDecided={onDecided} />
      <ViewSwitch
        views={['edit', 'preview', 'analysis']}
        current={mobileView}
        onChange={showSide}
        className="mt-4 lg:hidden"
      />
      <div className="mt-4 grid grid-cols-1 gap-6 lg:mt-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.92fr)] lg:items-start">
        <div
          ref={formRef}
          className={cn(
            'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5',
            mobileView !== 'edit' && 'hidden lg:block',
          )}
          onBlur={() => void autosave.save()}
        >
          <ResumeForm key={formKey} section={section} onSectionChange={setSection} />
        </div>
        <div
          className={cn(
            'space-y-4 lg:sticky lg:top-6 lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto lg:pb-2',
            mobileView === 'edit' && 'hidden lg:block',
          )}
          role="region"
          aria-label={t(`editor.views.${side}`)}
          // Scrolls on its own on a desktop, so it must be reachable with the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <ViewSwitch
            views={['preview', 'analysis']}
            current={side}
            onChange={showSide}
            className="hidden lg:grid"
          />
          {tailored ? (
            <TailorResultCard result={tailored} onDismiss={() => setTailored(null)} />
          ) : null}
          {side === 'preview' ? (
            <Suspense fallback={<Spinner />}>
              <LivePreview />
            </Suspense>
          ) : (
            <AnalysisPanel
              resumeId={resume.id}
              state={analysis}
              beforeAction={saveFirst}
              onTailored={(result, job) => {
                // Nothing to propose: no copy was made; say so here, at no cost.
                if (!result.id) return setTailored(result);
                toast.success(t('tailor.done'));
                void navigate(paths.resume.getHref({ resume: result.id, job }));
              }}
            />
          )}
        </div>
      </div>
      <ConflictDialog
        isOpen={isConflictOpen}
        onOpenChange={setIsConflictOpen}
        getDraft={() => form.getValues()}
        loadLatest={async () => {
          await autosave.loadLatest();
          setFormKey((key) => key + 1);
        }}
        overwrite={autosave.overwrite}
        onOpenCopy={onOpen}
      />
      <ResumeDialogs
        dialog={actions.dialog}
        onClose={actions.close}
        beforeExport={saveFirst}
        beforeDelete={autosave.discard}
        onDeleted={() => void navigate(paths.resume.getHref())}
      />
      <LeaveGuard unsavedReason={autosave.unsavedReason} />
    </FormProvider>
  );
}

/** The page's heading names the resume as its title reads now (or as stored, while empty). */
function EditorHeading({ fallback }: { fallback: string }) {
  const { t } = useTranslation('resume');
  const title = useWatch<Draft, 'title'>({ name: 'title' });
  return <h1 className="sr-only">{t('editor.heading', { title: title.trim() || fallback })}</h1>;
}

const MemoPreview = memo(ResumePreview);

/** The preview of the form's values; a long resume catches up after the keystroke, not during it. */
function LivePreview() {
  const [document, language] = useWatch<Draft, ['document', 'language']>({
    name: ['document', 'language'],
  });
  const deferred = useDeferredValue(document);
  return <MemoPreview document={deferred} language={language} />;
}
