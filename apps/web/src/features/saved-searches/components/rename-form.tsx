import { SAVED_SEARCH_NAME_MAX } from '@yonder/contract/saved-searches';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';
import { ApiError } from '#lib/api-client.ts';

type Props = { name: string; onSave: (name: string) => Promise<void>; onCancel: () => void };

/** A saved search's name, edited in place; the server's message shows under the field. */
export function RenameForm({ name, onSave, onCancel }: Props) {
  const { t } = useTranslation('savedSearches');
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsPending(true);
    setError(null);
    try {
      await onSave(value);
    } catch (caught) {
      const field =
        caught instanceof ApiError ? caught.errors.find((e) => e.field === 'name') : null;
      setError(field?.message ?? t('list.updateFailed'));
      setIsPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-2">
      <TextField
        label={t('list.newName')}
        value={value}
        maxLength={SAVED_SEARCH_NAME_MAX}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the person just asked to rename it
        autoFocus
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onCancel}>
          {t('list.renameCancel')}
        </Button>
        <Button size="sm" type="submit" disabled={isPending}>
          {t('list.renameSave')}
        </Button>
      </div>
    </form>
  );
}
