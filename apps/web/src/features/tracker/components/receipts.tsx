import type { ApplicationReceipt } from '@yonder/contract/applications';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A file's size as a person reads it (`2.8 kB`, `1.2 MB`). */
function useFileSize() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  return (bytes: number) => {
    const [value, unit] =
      bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [bytes / 1000, 'kilobyte'];
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      maximumFractionDigits: 1,
    }).format(value);
  };
}

/**
 * What the browser extension saw sent when the user submitted the application's form: the page,
 * the moment, and each field's label with its value (files by name and size), newest first.
 */
export function Receipts({ receipts }: { receipts: ApplicationReceipt[] }) {
  const { t, i18n } = useTranslation('tracker');
  const size = useFileSize();
  if (receipts.length === 0) return null;
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="tracker-receipts">
      <h3 id="tracker-receipts" className="text-sm font-semibold text-slate-900">
        {t('drawer.receipts')}
      </h3>
      <p className="mt-0.5 text-xs text-slate-600">{t('drawer.receiptIntro')}</p>
      {receipts.map((receipt, index) => (
        <details
          key={receipt.id}
          open={index === 0}
          className="mt-2 rounded-lg border border-slate-200 bg-slate-50"
        >
          <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-slate-900">
            <time dateTime={receipt.sent_at}>
              {t('drawer.receiptSent', { date: format.format(new Date(receipt.sent_at)) })}
            </time>
            <span className="ml-2 text-xs font-normal text-slate-600">
              {t('drawer.receiptFields', { count: receipt.fields.length })}
            </span>
          </summary>
          <div className="border-t border-slate-200 px-3 py-2">
            <p className="text-xs text-slate-600">
              {t('drawer.receiptPage')}{' '}
              <a
                href={receipt.page_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium break-all text-brand-700 hover:underline"
              >
                {receipt.page_title || receipt.page_url}
              </a>
            </p>
            <dl className="mt-2 space-y-1.5 text-sm">
              {receipt.fields.map((field, fieldIndex) => (
                <div key={fieldIndex} className="grid gap-x-3 sm:grid-cols-[minmax(0,2fr)_3fr]">
                  <dt className="break-words text-slate-600">{field.label}</dt>
                  <dd className="min-w-0 break-words whitespace-pre-line text-slate-900">
                    {field.files.length > 0
                      ? field.files.map((file) => (
                          <span key={file.name} className="flex items-center gap-1">
                            <FileText className="size-3.5 shrink-0" aria-hidden="true" />
                            {t('drawer.receiptFile', { name: file.name, size: size(file.size) })}
                          </span>
                        ))
                      : field.value}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </details>
      ))}
    </section>
  );
}
