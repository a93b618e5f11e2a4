import type { ProfileContact, ProfileSuggestions, ProfileView } from '@yonder/contract/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useSaveProfile } from '../api/save-profile';
import {
  applySuggestions,
  defaultChoice,
  LIST_SECTIONS,
  newSkills,
  type FillChoice,
  type ListSection,
} from '../utils/apply-suggestions';
import { errorMessage, isVersionConflict } from '../utils/field-errors';
import { regionName } from '../utils/regions';
import { entryHeadline } from '../utils/sections';
import type { PendingEdit } from './conflict-dialog';

type Props = {
  suggestions: ProfileSuggestions;
  view: ProfileView;
  onClose: () => void;
  onConflict: (pending: PendingEdit) => void;
};

const CONTACT_FIELDS = ['name', 'email', 'phone', 'city', 'country'] as const;

/**
 * What a resume offers beside what the profile holds; the candidate ticks what to take, per
 * section and per entry. Entries are added after the existing ones; nothing is replaced unasked.
 */
export function FillDialog({ suggestions, view, onClose, onConflict }: Props) {
  const { t, i18n } = useTranslation('profile');
  const save = useSaveProfile();
  const contactValue = (key: (typeof CONTACT_FIELDS)[number], contact: ProfileContact) => {
    if (key === 'country')
      return contact.country ? regionName(contact.country, i18n.resolvedLanguage ?? 'zh') : '';
    if (key === 'phone') return [contact.phoneCountryCode, contact.phone].filter(Boolean).join(' ');
    return contact[key];
  };
  const { sections } = suggestions;
  const [choice, setChoice] = useState<FillChoice>(() => defaultChoice(view.profile, sections));
  const offered: Record<ListSection, { id: string }[]> = {
    ...sections,
    skills: newSkills(view.profile, sections),
  };
  const hasContact = CONTACT_FIELDS.some((key) => sections.contact[key] !== '');
  const isEmpty = !hasContact && LIST_SECTIONS.every((section) => offered[section].length === 0);
  const toggle = (section: ListSection, id: string) =>
    setChoice((current) => {
      const chosen = current.entries[section];
      return {
        ...current,
        entries: {
          ...current.entries,
          [section]: chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id],
        },
      };
    });
  const toggleSection = (section: ListSection, isOn: boolean) =>
    setChoice((current) => ({
      ...current,
      entries: {
        ...current.entries,
        [section]: isOn ? offered[section].map((entry) => entry.id) : [],
      },
    }));

  const onApply = () => {
    const profile = applySuggestions(view.profile, sections, choice);
    save.mutate(
      { profile, version: view.version },
      {
        onSuccess: () => {
          toast.success(t('fill.saved'));
          onClose();
        },
        onError: (error) => {
          if (isVersionConflict(error)) {
            onClose();
            onConflict((latest) => applySuggestions(latest, sections, choice));
          }
        },
      },
    );
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('fill.title')}
      description={t('fill.description', { title: suggestions.resumeTitle })}
      className="sm:max-w-3xl"
    >
      {isEmpty ? (
        <p className="text-sm text-slate-600">{t('fill.nothing')}</p>
      ) : (
        <div className="space-y-5">
          {hasContact ? (
            <fieldset className="rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t('sections.contact.title')}
              </legend>
              <div className="grid gap-3 text-sm sm:grid-cols-2">
                <div>
                  <p className="font-medium text-slate-600">{t('fill.current')}</p>
                  <dl className="mt-1 space-y-0.5">
                    {CONTACT_FIELDS.map((key) => (
                      <div key={key} className="flex gap-2">
                        <dt className="text-slate-500">{t(`contact.${key}`)}:</dt>
                        <dd className="min-w-0 break-all">
                          {contactValue(key, view.profile.contact) || '—'}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
                <label className="flex items-start gap-2 rounded-lg bg-slate-50 p-2">
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-brand-600"
                    checked={choice.contact}
                    onChange={(event) => setChoice({ ...choice, contact: event.target.checked })}
                  />
                  <span>
                    <span className="font-medium text-slate-800">{t('fill.takeContact')}</span>
                    {CONTACT_FIELDS.filter((key) => sections.contact[key]).map((key) => (
                      <span key={key} className="block break-all text-slate-700">
                        {t(`contact.${key}`)}: {contactValue(key, sections.contact)}
                      </span>
                    ))}
                  </span>
                </label>
              </div>
            </fieldset>
          ) : null}
          {LIST_SECTIONS.filter((section) => offered[section].length > 0).map((section) => {
            const chosen = choice.entries[section];
            const isAll = chosen.length === offered[section].length;
            return (
              <fieldset key={section} className="rounded-xl border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-900">
                  {t(`sections.${section}.title`)}
                </legend>
                <div className="grid gap-3 text-sm sm:grid-cols-2">
                  <div>
                    <p className="font-medium text-slate-600">
                      {t('fill.currentCount', { count: view.profile[section].length })}
                    </p>
                    <ul className="mt-1 space-y-0.5 text-slate-700">
                      {view.profile[section].slice(0, 8).map((entry) => (
                        <li key={entry.id} className="break-words">
                          {entryHeadline(section, entry) || '—'}
                        </li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <label className="flex items-center gap-2 font-medium text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={isAll}
                        onChange={(event) => toggleSection(section, event.target.checked)}
                      />
                      {t('fill.takeAll', { count: offered[section].length })}
                    </label>
                    <ul className="mt-1 space-y-1">
                      {offered[section].map((entry) => (
                        <li key={entry.id}>
                          <label className="flex items-start gap-2 text-slate-700">
                            <input
                              type="checkbox"
                              className="mt-0.5 size-4 accent-brand-600"
                              checked={chosen.includes(entry.id)}
                              onChange={() => toggle(section, entry.id)}
                            />
                            <span className="break-words">
                              {entryHeadline(section, entry as Record<string, unknown>)}
                            </span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </fieldset>
            );
          })}
        </div>
      )}
      {save.error && !isVersionConflict(save.error) ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errorMessage(save.error, t('drawer.saveFailed'))}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('drawer.cancel')}
        </Button>
        <Button disabled={isEmpty || save.isPending} onClick={onApply}>
          {t('fill.apply')}
        </Button>
      </div>
    </Dialog>
  );
}
