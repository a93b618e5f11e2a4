import type { MatchingResume as Resume } from '@yonder/contract/matching';
import type { ResumeSummary } from '@yonder/contract/resumes';
import { FileText, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#config/paths.ts';
import { useChoosePrimaryResume } from '#hooks/use-choose-primary-resume.ts';
import { textInputClass } from '#components/ui/text-field.tsx';
import { cn } from '#lib/cn.ts';
import { toast } from '#lib/toast.ts';
import { useResumeChoices } from '../api/get-resume-choices';
import { useLanguage } from '../hooks/use-language';

/** Each resume by its title; two of the same title are told apart by when they were made. */
function useChoiceLabels(resumes: Pick<ResumeSummary, 'id' | 'title' | 'created_at'>[]) {
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(language === 'en' ? 'en' : 'zh-CN', { dateStyle: 'medium' });
  return resumes.map((resume) => ({
    id: resume.id,
    label:
      resumes.filter((other) => other.title === resume.title).length > 1 && resume.created_at
        ? `${resume.title} · ${date.format(new Date(resume.created_at))}`
        : resume.title,
  }));
}

/**
 * The resume the recommendations read (the person's primary resume), named on the tab and
 * changed right here: the same setting as the resume library's and the auto-apply page's. A new
 * upload never changes it.
 */
export function MatchingResume({ resume }: { resume: Resume | null }) {
  const { t } = useTranslation('matching');
  const selectId = useId();
  const hintId = useId();
  const choices = useResumeChoices(resume !== null);
  const choose = useChoosePrimaryResume();
  // What was just chosen, shown until the recommendations read it (or the choice fails).
  const [chosenId, setChosenId] = useState<string | null>(null);
  const items = choices.data?.items ?? (resume ? [{ ...resume, created_at: '' }] : []);
  const labels = useChoiceLabels(items);

  if (!resume) {
    return (
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl border border-slate-200 bg-slate-50 px-3 py-2.5 text-sm text-slate-700">
        <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>{t('resume.none')}</span>
        <Link
          to={paths.resume.getHref()}
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
        >
          <FileUp className="size-3.5" aria-hidden="true" />
          {t('empty.resume')}
        </Link>
      </p>
    );
  }

  const shownId = chosenId !== null && chosenId !== resume.id ? chosenId : resume.id;
  const onChange = (id: string) => {
    if (id === resume.id) return;
    const title = items.find((item) => item.id === id)?.title ?? '';
    setChosenId(id);
    choose.mutate(id, {
      onSuccess: () => toast.success(t('resume.changed', { title })),
      onError: () => {
        setChosenId(null);
        toast.error(t('resume.changeFailed'));
      },
    });
  };

  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex sm:items-center sm:gap-3">
      <label
        htmlFor={selectId}
        className="flex shrink-0 items-center gap-2 text-sm font-medium text-slate-800"
      >
        <FileText className="size-4 text-brand-600" aria-hidden="true" />
        {t('resume.label')}
      </label>
      <div className="mt-1.5 min-w-0 flex-1 sm:mt-0">
        <select
          id={selectId}
          value={shownId}
          aria-describedby={hintId}
          aria-busy={choose.isPending}
          disabled={choose.isPending}
          onChange={(event) => onChange(event.target.value)}
          className={cn(textInputClass(false), 'w-full pr-8 sm:max-w-sm')}
        >
          {labels.map((item) => (
            <option key={item.id} value={item.id}>
              {item.label}
            </option>
          ))}
        </select>
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {t('resume.hint')}
        </p>
      </div>
    </div>
  );
}
