import { CheckCircle2, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileOffer } from '../utils/file-offer';

type Props = {
  offer: FileOffer;
  resumeTitle: string;
  /** The profile's file now, if any. */
  currentFile: string | null;
  isChosen: boolean;
  onChange: (isChosen: boolean) => void;
};

/**
 * The resume's file in the fill preview: already attached, its original to attach, or (made in
 * the editor) a PDF of it to attach, with the upload named for a file of the candidate's own.
 */
export function ResumeFileChoice({ offer, resumeTitle, currentFile, isChosen, onChange }: Props) {
  const { t } = useTranslation('profile');
  if (offer.kind === 'attached')
    return (
      <p
        className="flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
        data-testid="fill-file"
      >
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span className="min-w-0 wrap-anywhere">
          {t('fill.file.attached', { file: offer.fileName })}
        </span>
      </p>
    );
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4" data-testid="fill-file">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('resume.title')}</legend>
      <div className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-medium text-slate-600">{t('fill.current')}</p>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-slate-700">
            {currentFile ? (
              <FileText className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            ) : null}
            <span className="min-w-0 wrap-anywhere">{currentFile ?? t('fill.file.none')}</span>
          </p>
        </div>
        <div>
          {offer.kind === 'pdf' ? (
            <p className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              {t('fill.file.noFile', { title: resumeTitle })}
            </p>
          ) : null}
          <label className="flex items-start gap-2 rounded-lg bg-slate-50 p-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-600"
              checked={isChosen}
              onChange={(event) => onChange(event.target.checked)}
            />
            <span className="min-w-0 font-medium wrap-anywhere text-slate-800">
              {offer.kind === 'pdf'
                ? t('fill.file.makePdf')
                : t('fill.file.attach', { file: offer.fileName })}
            </span>
          </label>
          <p className="mt-1.5 text-xs text-slate-500">
            {offer.kind === 'pdf' ? t('fill.file.pdfHint') : t('fill.file.hint')}
          </p>
        </div>
      </div>
    </fieldset>
  );
}
