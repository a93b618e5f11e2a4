import { SAVED_SEARCH_NEW_COUNT_CAP, type SavedSearch } from '@yonder/contract/saved-searches';
import { Bell, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#components/ui/button.tsx';
import { ConfirmDialog } from '#components/ui/confirm-dialog.tsx';
import { paths } from '#config/paths.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { toast } from '#lib/toast.ts';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useOpenSavedSearch } from '../api/open-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { describeQuery, type SearchQuery } from '../utils/describe-query';
import { FrequencySelect } from './frequency-select';
import { RenameForm } from './rename-form';

type Props = { search: SavedSearch; onOpened: (query: SearchQuery) => void };

function NewBadge({ count }: { count: number }) {
  const { t } = useTranslation('savedSearches');
  if (count === 0) return null;
  const isMany = count >= SAVED_SEARCH_NEW_COUNT_CAP;
  return (
    <span
      className="shrink-0 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700"
      title={isMany ? t('list.newManyLabel') : t('list.newLabel', { count })}
    >
      {isMany ? t('list.newMany') : t('list.new', { count })}
    </span>
  );
}

/** One saved search: its name, filters and new jobs; open, rename, alerts, delete. */
export function SavedSearchItem({ search, onOpened }: Props) {
  const { t } = useTranslation('savedSearches');
  const navigate = useNavigate();
  const [isRenaming, setIsRenaming] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const open = useOpenSavedSearch();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const { name } = search;
  const summary =
    search.kind === 'matches'
      ? t('query.matches')
      : describeQuery(search.query, t, currentLanguage()).join(' · ') || t('query.allJobs');

  const openSearch = () =>
    open.mutate(search.id, {
      onSuccess: (opened) => {
        // "My recommendations" live in the matching tab; a job search fills the search tab.
        if (opened.kind === 'matches') void navigate(`${paths.jobSearch.getHref()}?tab=matching`);
        else onOpened(opened.query);
      },
      onError: () => toast.error(t('list.updateFailed')),
    });
  const change = (changes: { name?: string; frequency?: SavedSearch['frequency'] }) =>
    update.mutateAsync({ id: search.id, ...changes, language: currentLanguage() });

  return (
    <li className="py-3">
      {isRenaming ? (
        <RenameForm
          name={name}
          onSave={async (next) => {
            await change({ name: next });
            toast.success(t('list.updated'));
            setIsRenaming(false);
          }}
          onCancel={() => setIsRenaming(false)}
        />
      ) : (
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{name}</p>
            <p className="mt-0.5 text-xs break-words text-slate-600">{summary}</p>
          </div>
          <NewBadge count={search.new_count} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1.5">
          <Bell className="size-4 text-slate-500" aria-hidden="true" />
          <FrequencySelect
            value={search.frequency}
            label={t('list.alertsLabel', { name })}
            isDisabled={update.isPending}
            onChange={(frequency) =>
              void change({ frequency }).then(
                () => toast.success(t('list.updated')),
                () => toast.error(t('list.updateFailed')),
              )
            }
          />
        </div>
        <div className="ml-auto flex items-center gap-1">
          <Button
            size="sm"
            aria-label={t('list.openLabel', { name })}
            disabled={open.isPending}
            onClick={openSearch}
          >
            {t('list.open')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('list.renameLabel', { name })}
            title={t('list.rename')}
            onClick={() => setIsRenaming(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('list.deleteLabel', { name })}
            title={t('list.delete')}
            onClick={() => setIsDeleting(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={t('list.deleteTitle')}
        description={t('list.deleteDescription', { name })}
        confirmLabel={t('list.deleteConfirm')}
        cancelLabel={t('list.deleteCancel')}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setIsDeleting(false);
              toast.success(t('list.deleted'));
            },
            onError: () => toast.error(t('list.updateFailed')),
          })
        }
      />
    </li>
  );
}
