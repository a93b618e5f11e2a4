import { APPLICATION_STATUSES, type ApplicationStatus } from '@yonder/contract/applications';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '#components/ui/dialog.tsx';
import { textInputClass } from '#components/ui/text-field.tsx';
import { AddByHand } from './add-by-hand';
import { AddFromCatalogue } from './add-from-catalogue';
import { AddFromUrl } from './add-from-url';

const MODES = ['catalogue', 'url', 'manual'] as const;
const TAB =
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700';

/** Adds a job to the tracker: one of Yonder's, an outside one by its link, or one typed in. */
export function AddDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('tracker');
  const [status, setStatus] = useState<ApplicationStatus>('wishlist');
  const done = () => onOpenChange(false);
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={t('add.title')} className="max-w-lg">
      <label className="block">
        <span className="text-sm font-medium text-slate-800">{t('add.status')}</span>
        <select
          className={`${textInputClass(false)} mt-1.5`}
          value={status}
          onChange={(event) => setStatus(event.target.value as ApplicationStatus)}
        >
          {APPLICATION_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <Tabs.Root defaultValue="catalogue" className="mt-4">
        <Tabs.List aria-label={t('add.modes')} className="flex gap-1 border-b border-slate-200">
          {MODES.map((mode) => (
            <Tabs.Trigger key={mode} value={mode} className={TAB}>
              {t(`add.${mode}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="catalogue" className="pt-4">
          <AddFromCatalogue status={status} />
        </Tabs.Content>
        <Tabs.Content value="url" className="pt-4">
          <AddFromUrl status={status} onDone={done} />
        </Tabs.Content>
        <Tabs.Content value="manual" className="pt-4">
          <AddByHand status={status} onDone={done} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
