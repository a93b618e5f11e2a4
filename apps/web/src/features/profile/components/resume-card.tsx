import type { ProfileSuggestions, ProfileView } from '@yonder/contract/profile';
import { RESUME_MAX_BYTES } from '@yonder/contract/resumes';
import { FileText, Sparkles, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useAiFeatures } from '#hooks/use-ai-features.ts';
import { useChoosePrimaryResume } from '#hooks/use-choose-primary-resume.ts';
import { toast } from '#lib/toast.ts';
import { useLibraryResumes } from '../api/get-library-resumes';
import { useSuggestions } from '../api/get-suggestions';
import { useUploadProfileResume } from '../api/upload-profile-resume';
import { errorMessage } from '../utils/field-errors';
import { SelectField } from './fields';

export const PROFILE_UPLOAD_ACCEPT = '.pdf,.doc,.docx';

/** What a resume offers, to preview; `notice` is said first (an upload the library already held). */
export type FillOffer = { suggestions: ProfileSuggestions; notice?: string };

type Props = { view: ProfileView; onSuggestions: (offer: FillOffer) => void };

/** The profile's resume file, filling the profile from a resume, and the resume matching reads. */
export function ResumeCard({ view, onSuggestions }: Props) {
  const { t, i18n } = useTranslation('profile');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [libraryId, setLibraryId] = useState('');
  const uploadResume = useUploadProfileResume();
  const suggest = useSuggestions();
  // Said before the click: a server without an AI provider cannot read a resume with one.
  const canSmartFill = useAiFeatures()?.profile_fill !== false;
  const smartFillHintId = useId();
  const choosePrimary = useChoosePrimaryResume();
  const library = useLibraryResumes(true);
  const resumes = library.data?.items ?? [];
  const primaryId = library.data?.primary_resume_id ?? view.primaryResumeId;

  const onFile = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const name = file.name.toLowerCase();
    if (!PROFILE_UPLOAD_ACCEPT.split(',').some((extension) => name.endsWith(extension)))
      return setProblem(t('resume.wrongType'));
    if (file.size > RESUME_MAX_BYTES) return setProblem(t('resume.tooLarge'));
    uploadResume.mutate(file, {
      onSuccess: ({ suggestions, isDuplicate }) => {
        if (!isDuplicate) {
          toast.success(t('resume.uploaded'));
          return onSuggestions({ suggestions });
        }
        // Said in the preview that opens, where it is read: a toast would sit behind the dialog.
        const notice = t('resume.duplicate', { title: suggestions.resumeTitle });
        onSuggestions({ suggestions, notice });
      },
      onError: (error) => setProblem(errorMessage(error, t('resume.uploadFailed'))),
    });
  };

  const fill = (ai: boolean) =>
    suggest.mutate(
      { resumeId: libraryId, ai },
      {
        onSuccess: (suggestions) => {
          if (suggestions.aiUsed && suggestions.availableCredits != null)
            toast.info(t('resume.pointsLeft', { count: suggestions.availableCredits }));
          onSuggestions({ suggestions });
        },
        onError: (error) => toast.error(errorMessage(error, t('resume.uploadFailed'))),
      },
    );

  const uploadedAt = view.resume
    ? new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(
        new Date(view.resume.uploadedAt),
      )
    : null;

  return (
    <section
      aria-labelledby="profile-resume"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="profile-resume" className="font-semibold text-slate-900">
        {t('resume.title')}
      </h2>
      {view.resume ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-800">
          <FileText className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
          <span className="min-w-0 truncate" data-testid="profile-resume-file">
            {view.resume.fileName ?? view.resume.title}
          </span>
          <span className="shrink-0 text-slate-500">{uploadedAt}</span>
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('resume.empty')}</p>
      )}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PROFILE_UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('resume.upload')}
        onChange={(event) => {
          onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        className="mt-3 w-full sm:w-auto"
        variant={view.resume ? 'secondary' : 'primary'}
        disabled={uploadResume.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload className="size-4" aria-hidden="true" />
        {uploadResume.isPending
          ? t('resume.uploading')
          : view.resume
            ? t('resume.replace')
            : t('resume.upload')}
      </Button>
      <p className="mt-1.5 text-xs text-slate-500">{t('resume.types')}</p>
      {problem ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {problem}
        </p>
      ) : null}

      {resumes.length ? (
        <div className="mt-5 space-y-4 border-t border-slate-100 pt-4">
          <div className="flex flex-col gap-2">
            <SelectField
              className="min-w-0 flex-1"
              label={t('resume.fromLibrary')}
              value={libraryId}
              onChange={setLibraryId}
              emptyLabel={t('resume.pick')}
              options={resumes.map((resume) => ({ value: resume.id, label: resume.title }))}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={!libraryId || suggest.isPending}
                onClick={() => fill(false)}
              >
                {t('resume.fill')}
              </Button>
              <Button
                variant="secondary"
                disabled={!libraryId || suggest.isPending || !canSmartFill}
                aria-describedby={smartFillHintId}
                onClick={() => fill(true)}
              >
                <Sparkles className="size-4" aria-hidden="true" />
                {t('resume.smartFill')}
              </Button>
            </div>
            <p id={smartFillHintId} className="text-xs text-slate-500">
              {canSmartFill ? t('resume.smartFillHint') : t('resume.smartFillUnavailable')}
            </p>
          </div>
          <div>
            <SelectField
              label={t('resume.primary')}
              value={primaryId ?? ''}
              onChange={(id) => {
                if (!id) return;
                choosePrimary.mutate(id, {
                  onSuccess: () => toast.success(t('resume.primarySaved')),
                  onError: (error) => toast.error(errorMessage(error, t('drawer.saveFailed'))),
                });
              }}
              {...(primaryId ? {} : { emptyLabel: t('resume.primaryNone') })}
              options={resumes.map((resume) => ({ value: resume.id, label: resume.title }))}
            />
            <p className="mt-1.5 text-xs text-slate-500">{t('resume.primaryHint')}</p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
