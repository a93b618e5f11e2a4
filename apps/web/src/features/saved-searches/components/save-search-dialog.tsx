import { SAVED_SEARCH_NAME_MAX, type SavedSearchFrequency } from '@yonder/contract/saved-searches';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { Dialog } from '#components/ui/dialog.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';
import { currentLanguage } from '#lib/i18n.ts';
import { toast } from '#lib/toast.ts';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { defaultName, describeQuery, type SearchQuery } from '../utils/describe-query';
import { FrequencySelect } from './frequency-select';

type Props = { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; query: SearchQuery };

/** Names the current search and chooses its e-mail alerts. */
export function SaveSearchDialog({ isOpen, onOpenChange, query }: Props) {
  const { t } = useTranslation('savedSearches');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('save.title')}
      description={t('save.description')}
    >
      {/* Mounted while open only: each opening starts from the current search. */}
      {isOpen ? <SaveSearchForm query={query} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function SaveSearchForm({ query, onDone }: { query: SearchQuery; onDone: () => void }) {
  const { t } = useTranslation('savedSearches');
  const language = currentLanguage();
  const frequencyId = useId();
  const [name, setName] = useState(() => defaultName(query, t, language));
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('daily');
  const [nameError, setNameError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateSavedSearch();
  const parts = describeQuery(query, t, language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNameError(null);
    setFormError(null);
    create.mutate(
      { name, kind: 'search', query, frequency, language },
      {
        onSuccess: () => {
          toast.success(t('save.saved'));
          onDone();
        },
        onError: (error) => {
          const field =
            error instanceof ApiError ? error.errors.find((e) => e.field === 'name') : null;
          if (field) setNameError(field.message);
          else setFormError(error instanceof ApiError ? error.message : t('save.failed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('save.name')}
        value={name}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        required
      />
      <div>
        <p className="text-sm font-medium text-slate-800">{t('save.filters')}</p>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {(parts.length > 0 ? parts : [t('query.allJobs')]).map((part) => (
            <li key={part} className="rounded-full bg-slate-100 px-2.5 py-1 text-xs text-slate-700">
              {part}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <label htmlFor={frequencyId} className="text-sm font-medium text-slate-800">
          {t('frequency.label')}
        </label>
        <FrequencySelect
          id={frequencyId}
          value={frequency}
          onChange={setFrequency}
          className="mt-1.5"
        />
        <p className="mt-1.5 text-xs text-slate-600">{t('frequency.hint')}</p>
      </div>
      {formError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('save.cancel')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('save.submit')}
        </Button>
      </div>
    </form>
  );
}
