import type { CoverLetterSummary } from '@yonder/contract/cover-letters';
import { Copy, FolderOpen, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { toast } from '#lib/toast.ts';
import { useDeleteLetter, useDuplicateLetter, useLetters } from '../api/letters';
import { panelClass } from './field-classes';

type Props = {
  openId: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
};

/** The saved letters: company, job and date; open, duplicate, delete. */
export function SavedLetters({ openId, onOpen, onDeleted }: Props) {
  const { t, i18n } = useTranslation('letters');
  const id = useId();
  const letters = useLetters();
  const remove = useDeleteLetter();
  const duplicate = useDuplicateLetter();
  const [toDelete, setToDelete] = useState<CoverLetterSummary | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'zh' ? 'zh-CN' : 'en-GB', {
      dateStyle: 'medium',
    }).format(new Date(iso));

  return (
    <section className={panelClass} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        {t('list.heading')}
      </h2>
      {letters.isPending ? (
        <div className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Spinner size="sm" />
          {t('list.loading')}
        </div>
      ) : letters.isError ? (
        <div className="mt-3 text-sm text-red-700" role="alert">
          {t('list.error')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void letters.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : letters.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {letters.data.items.map((letter) => {
            const name =
              [letter.company, letter.job_title].filter(Boolean).join(' · ') || t('list.untitled');
            return (
              <li
                key={letter.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                aria-current={letter.id === openId ? 'true' : undefined}
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    {name}
                    {letter.ai_used && (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs text-brand-800">
                        {t('list.ai')}
                      </span>
                    )}
                  </p>
                  <p className="text-xs text-slate-600">
                    {letter.language} · {t('list.changed', { date: date(letter.updated_at) })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onOpen(letter.id)}
                    aria-label={`${t('list.open')}: ${name}`}
                  >
                    <FolderOpen className="size-4" aria-hidden="true" />
                    {t('list.open')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('list.duplicate')}: ${name}`}
                    disabled={duplicate.isPending}
                    onClick={() =>
                      duplicate.mutate(letter.id, {
                        onSuccess: () => toast.success(t('list.duplicated')),
                        onError: (error) => toast.error(error.message),
                      })
                    }
                  >
                    <Copy className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('list.delete')}: ${name}`}
                    onClick={() => setToDelete(letter)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        onOpenChange={(isOpen) => !isOpen && setToDelete(null)}
        title={t('list.deleteTitle')}
        description={t('list.deleteDescription')}
        confirmLabel={t('list.delete')}
        cancelLabel={t('list.cancel')}
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => {
          const target = toDelete;
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              toast.success(t('list.deleted'));
              onDeleted(target.id);
              setToDelete(null);
            },
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </section>
  );
}
