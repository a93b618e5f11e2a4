import { LANGUAGES, type Language } from '@yonder/contract/common';
import type { ResumeSummary } from '@yonder/contract/resumes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { useAiFeatures } from '#hooks/use-ai-features.ts';
import { toast } from '#lib/toast.ts';
import { useTranslateResume } from '../../api/translate-resume';
import { ActionError } from '../analysis/action-error';
import { ResumePicker } from './resume-picker';

type Props = { resumes: ResumeSummary[]; onCreated: (id: string) => void };

/** Translate: a resume and the language to translate it into; the copy opens when it is ready. */
export function TranslatePanel({ resumes, onCreated }: Props) {
  const { t } = useTranslation('resume');
  const id = useId();
  const [resumeId, setResumeId] = useState(resumes[0]?.id ?? '');
  const source = resumes.find((resume) => resume.id === resumeId);
  const [target, setTarget] = useState<Language>(source?.language === 'zh' ? 'en' : 'zh');
  const translate = useTranslateResume();
  // Known before the click: this server has no AI provider to translate with.
  const isUnavailable = useAiFeatures()?.translation === false;

  if (!resumes.length) return <p className="text-sm text-slate-600">{t('translate.noResumes')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    translate.mutate(
      { id: resumeId, target },
      {
        onSuccess: (result) => {
          toast.success(
            result.held_back
              ? t('translate.heldBack', { count: result.held_back })
              : t('translate.done'),
          );
          onCreated(result.id);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      {isUnavailable ? (
        <p
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
          data-testid="translate-unavailable"
        >
          {t('translate.unavailable')}
        </p>
      ) : null}
      <ResumePicker
        id={`${id}-resume`}
        label={t('translate.resume')}
        resumes={resumes}
        value={resumeId}
        onChange={(next) => {
          setResumeId(next);
          const language = resumes.find((resume) => resume.id === next)?.language;
          if (language) setTarget(language === 'zh' ? 'en' : 'zh');
        }}
      />
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('translate.target')}</legend>
        <div className="mt-1.5 flex gap-4">
          {LANGUAGES.map((language) => (
            <label key={language} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={`${id}-target`}
                value={language}
                checked={target === language}
                onChange={() => setTarget(language)}
                className="size-4 accent-brand-600"
              />
              {t(`languages.${language}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {source?.language === target ? (
        <p className="text-sm text-amber-800">{t('translate.sameLanguage')}</p>
      ) : null}
      {translate.isError ? (
        <ActionError error={translate.error} fallback={t('translate.failed')} />
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs text-slate-500">{t('translate.cost')}</p>
        <Button
          type="submit"
          disabled={translate.isPending || source?.language === target || isUnavailable}
        >
          {translate.isPending ? t('translate.working') : t('translate.submit')}
        </Button>
      </div>
    </form>
  );
}
