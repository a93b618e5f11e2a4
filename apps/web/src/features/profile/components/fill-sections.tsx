import type { ProfileContact, ProfileSections, ProfileView } from '@yonder/contract/profile';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import {
  contactClaims,
  LIST_SECTIONS,
  type FillChoice,
  type ListSection,
} from '../utils/apply-suggestions';
import { regionName } from '../utils/regions';
import { entryHeadline } from '../utils/sections';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'city', 'country'] as const;

type Props = {
  view: ProfileView;
  sections: ProfileSections;
  /** Each list section's suggested entries the profile does not have yet. */
  offered: Record<ListSection, { id: string }[]>;
  /** What an AI reading says that the resume does not, by entry id (`contact.<field>` too). */
  claims: Record<string, string[]>;
  choice: FillChoice;
  onChange: (choice: FillChoice) => void;
};

/** What an entry claims beyond the resume, said beside it. */
function Unsupported({ claims }: { claims: string[] }) {
  const { t } = useTranslation('profile');
  return (
    <span className="mt-0.5 flex items-start gap-1 text-xs font-medium text-amber-900">
      <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
      {t('fill.unsupported', { claims: claims.join(', ') })}
    </span>
  );
}

/** Each section the resume offers, beside what the profile holds, with a box per entry. */
export function FillSections({ view, sections, claims, offered, choice, onChange }: Props) {
  const { t, i18n } = useTranslation('profile');
  const contactValue = (key: (typeof CONTACT_FIELDS)[number], contact: ProfileContact) => {
    if (key === 'country')
      return contact.country ? regionName(contact.country, i18n.resolvedLanguage ?? 'zh') : '';
    if (key === 'phone') return [contact.phoneCountryCode, contact.phone].filter(Boolean).join(' ');
    return contact[key];
  };
  const hasContact = CONTACT_FIELDS.some((key) => sections.contact[key] !== '');
  const claimedContact = contactClaims(claims);
  // "Take all" takes what the resume backs; a claimed entry needs its own confirmation.
  const backed = (section: ListSection) => offered[section].filter((entry) => !claims[entry.id]);
  const setEntries = (section: ListSection, ids: string[]) =>
    onChange({ ...choice, entries: { ...choice.entries, [section]: ids } });
  const toggle = (section: ListSection, id: string) => {
    const chosen = choice.entries[section];
    setEntries(
      section,
      chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id],
    );
  };

  return (
    <>
      {hasContact ? (
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            {t('sections.contact.title')}
          </legend>
          <div className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
            <div>
              <p className="font-medium text-slate-600">{t('fill.current')}</p>
              <dl className="mt-1 space-y-0.5">
                {CONTACT_FIELDS.map((key) => (
                  <div key={key} className="flex gap-2">
                    <dt className="text-slate-500">{t(`contact.${key}`)}:</dt>
                    <dd className="min-w-0 wrap-anywhere">
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
                onChange={(event) => onChange({ ...choice, contact: event.target.checked })}
              />
              <span>
                <span className="font-medium text-slate-800">
                  {claimedContact.length ? t('fill.confirmContact') : t('fill.takeContact')}
                </span>
                {claimedContact.length ? <Unsupported claims={claimedContact} /> : null}
                {CONTACT_FIELDS.filter((key) => sections.contact[key]).map((key) => (
                  <span key={key} className="block wrap-anywhere text-slate-700">
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
        const supported = backed(section);
        const isAll = supported.length > 0 && supported.every((entry) => chosen.includes(entry.id));
        return (
          <fieldset key={section} className="rounded-xl border border-slate-200 p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {t(`sections.${section}.title`)}
            </legend>
            <div className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
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
                    disabled={supported.length === 0}
                    onChange={(event) =>
                      setEntries(
                        section,
                        event.target.checked
                          ? [...new Set([...chosen, ...supported.map((entry) => entry.id)])]
                          : chosen.filter((id) => claims[id]),
                      )
                    }
                  />
                  {t('fill.takeAll', { count: supported.length })}
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
                          {claims[entry.id] ? (
                            <>
                              <Unsupported claims={claims[entry.id]!} />
                              <span className="block text-xs text-slate-700">
                                {t('fill.confirmTake')}
                              </span>
                            </>
                          ) : null}
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
    </>
  );
}
