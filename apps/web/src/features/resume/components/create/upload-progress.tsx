import { FileText, Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Sending (with the share sent), then reading: the server parses once the bytes are in. */
export function UploadProgress({ fileName, share }: { fileName: string; share: number }) {
  const { t } = useTranslation('resume');
  const percent = Math.round(share * 100);
  const isParsing = share >= 1;
  return (
    <div className="rounded-2xl border border-slate-200 p-5" aria-busy="true">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
        <FileText className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
        <span className="truncate">{fileName}</span>
      </p>
      <div
        role="progressbar"
        aria-label={t('upload.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={isParsing ? undefined : percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={
            isParsing
              ? 'h-full w-1/3 animate-pulse rounded-full bg-brand-500'
              : 'h-full rounded-full bg-brand-600 transition-[width]'
          }
          style={isParsing ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p role="status" className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
        <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden="true" />
        {isParsing ? t('upload.parsing') : t('upload.sending', { percent })}
      </p>
    </div>
  );
}
