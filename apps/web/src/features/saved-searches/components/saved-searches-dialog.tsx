import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { Spinner } from '#components/ui/spinner.tsx';
import { useSavedSearches } from '../api/get-saved-searches';
import type { SearchQuery } from '../utils/describe-query';
import { SavedSearchItem } from './saved-search-item';

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onApply: (query: SearchQuery) => void;
};

/** Every saved search with its new jobs: open, rename, change alerts, delete. */
export function SavedSearchesDialog({ isOpen, onOpenChange, onApply }: Props) {
  const { t } = useTranslation('savedSearches');
  const { data, isPending, isError, refetch } = useSavedSearches();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('list.title')}
      description={
        data ? t('list.count', { count: data.items.length, max: data.limit }) : undefined
      }
      className="max-w-xl"
    >
      {isError ? (
        <div className="py-6 text-center">
          <p className="text-sm text-slate-700">{t('list.failed')}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => void refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : data.items.length === 0 ? (
        <div className="py-6 text-center">
          <p className="font-medium text-slate-900">{t('list.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('list.emptyHint')}</p>
        </div>
      ) : (
        <ul className="-my-2 divide-y divide-slate-100">
          {data.items.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              onOpened={(query) => {
                onOpenChange(false);
                onApply(query);
              }}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
