import type { ApplicationContact } from '@yonder/contract/applications';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField } from '#components/ui/text-field.tsx';

type Props = { value: ApplicationContact[]; onChange: (value: ApplicationContact[]) => void };

/** The people of an application: name, role, e-mail. */
export function ContactsEditor({ value, onChange }: Props) {
  const { t } = useTranslation('tracker');
  const set = (index: number, patch: Partial<ApplicationContact>) =>
    onChange(value.map((contact, i) => (i === index ? { ...contact, ...patch } : contact)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('drawer.contacts')}</legend>
      {value.map((contact, index) => (
        <div key={index} className="rounded-xl border border-slate-200 p-3">
          <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <TextField
              label={t('drawer.contactName')}
              value={contact.name}
              maxLength={300}
              onChange={(event) => set(index, { name: event.target.value })}
            />
            <TextField
              label={t('drawer.contactRole')}
              value={contact.role}
              maxLength={300}
              onChange={(event) => set(index, { role: event.target.value })}
            />
            <TextField
              className="sm:col-span-2"
              type="email"
              label={t('drawer.contactEmail')}
              value={contact.email}
              maxLength={254}
              onChange={(event) => set(index, { email: event.target.value })}
            />
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 text-red-700"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            aria-label={t('drawer.removeContact', { name: contact.name || index + 1 })}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {t('menu.delete')}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...value, { name: '', role: '', email: '' }])}
        disabled={value.length >= 20}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('drawer.addContact')}
      </Button>
    </fieldset>
  );
}
