import { RESUME_TEMPLATES, type ResumeTemplate } from '@yonder/contract/resumes';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { cn } from '#lib/cn.ts';
import { useDownloads } from '../hooks/use-downloads';
import { errorMessage } from '../utils/api-errors';

type Props = {
  resume: { id: string; title: string };
  onOpenChange: (isOpen: boolean) => void;
  /** Saves pending edits first, so the PDF shows what the person sees. */
  beforeExport?: () => Promise<boolean>;
};

function TemplateSketch({ template }: { template: ResumeTemplate }) {
  const isModern = template === 'modern';
  return (
    <span
      aria-hidden="true"
      className="flex h-28 w-full gap-1.5 rounded-md bg-white p-2 ring-1 ring-slate-200"
    >
      {isModern ? <span className="w-1/3 rounded-sm bg-brand-100" /> : null}
      <span className="flex flex-1 flex-col gap-1">
        <span className={cn('h-2 w-2/3 rounded-sm', isModern ? 'bg-brand-600' : 'bg-slate-700')} />
        <span className="h-1 w-1/2 rounded-sm bg-slate-300" />
        <span className={cn('mt-1 h-px w-full', isModern ? 'bg-transparent' : 'bg-slate-300')} />
        {[0, 1, 2, 3, 4].map((line) => (
          <span
            key={line}
            className="h-1 rounded-sm bg-slate-200"
            style={{ width: `${90 - line * 9}%` }}
          />
        ))}
      </span>
    </span>
  );
}

/** Export as PDF: choose the classic or modern template, then download. */
export function ExportPdfDialog({ resume, onOpenChange, beforeExport }: Props) {
  const { t } = useTranslation('resume');
  const name = useId();
  const [template, setTemplate] = useState<ResumeTemplate>('classic');
  const { pdf } = useDownloads();
  const download = async () => {
    if (beforeExport && !(await beforeExport())) return;
    pdf.mutate({ resume, template }, { onSuccess: () => onOpenChange(false) });
  };
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('export.title')}
      description={t('export.description', { title: resume.title })}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t('export.template')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-3">
          {RESUME_TEMPLATES.map((value) => (
            <label
              key={value}
              className={cn(
                'cursor-pointer rounded-xl border p-2.5 transition has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-brand-600',
                template === value
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={template === value}
                onChange={() => setTemplate(value)}
                className="sr-only"
              />
              <TemplateSketch template={value} />
              <span className="mt-2 block text-sm font-medium text-slate-900">
                {t(`export.templates.${value}.name`)}
              </span>
              <span className="block text-xs text-slate-500">
                {t(`export.templates.${value}.description`)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {pdf.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(pdf.error, t('export.failed'))}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end">
        <Button onClick={() => void download()} disabled={pdf.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {pdf.isPending ? t('export.downloading') : t('export.download')}
        </Button>
      </div>
    </Dialog>
  );
}
