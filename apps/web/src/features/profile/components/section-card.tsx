import type { CandidateProfile } from '@yonder/contract/profile';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { LIST_SECTIONS, type ListSection } from '../utils/apply-suggestions';
import { regionName } from '../utils/regions';
import { entryHeadline, type SectionKey } from '../utils/sections';

type Props = { section: SectionKey; profile: CandidateProfile; onEdit: () => void };

const isList = (section: SectionKey): section is ListSection =>
  (LIST_SECTIONS as readonly string[]).includes(section);

/** The lines a card shows for what the section holds; none when it is empty. */
function useSummary(section: SectionKey, profile: CandidateProfile): string[] {
  const { t, i18n } = useTranslation(['profile', 'jobs']);
  const language = i18n.resolvedLanguage ?? 'zh';
  if (isList(section))
    return profile[section].map(
      (entry) =>
        entryHeadline(section, entry) +
        ('level' in entry ? ` (${t(`levels.${String(entry.level)}`)})` : ''),
    );
  if (section === 'contact') {
    const { name, email, phoneCountryCode, phone, city, country, timeZone } = profile.contact;
    return [
      name,
      email,
      [phoneCountryCode, phone].filter(Boolean).join(' '),
      [city, country ? regionName(country, language) : ''].filter(Boolean).join(', '),
      timeZone,
    ].filter(Boolean);
  }
  if (section === 'preferences') {
    const p = profile.preferences;
    return [
      p.desiredTitles.join(', '),
      p.categories.map((key) => t(`jobs:categories.${key}`)).join(', '),
      p.remoteTypes.map((key) => t(`jobs:remoteTypes.${key}`)).join(', '),
      p.jobTypes.map((key) => t(`jobs:jobTypes.${key}`)).join(', '),
      p.workCountries.map((code) => regionName(code, language)).join(', '),
      p.minSalary
        ? `${t('preferences.salaryAmount')}: ${new Intl.NumberFormat(language).format(p.minSalary.amount)} ${p.minSalary.currency} / ${t(`jobs:periods.${p.minSalary.period}`)}`
        : '',
    ].filter(Boolean);
  }
  // Questions saved by the extension count one each, and are listed after the count.
  const { custom, ...fixed } = profile.answers;
  const answered =
    Object.values(fixed).filter((value) => value !== '' && value !== 'decline').length +
    custom.length;
  return answered
    ? [t('answers.answered', { count: answered }), ...custom.map((entry) => entry.question)]
    : [];
}

export function SectionCard({ section, profile, onEdit }: Props) {
  const { t } = useTranslation('profile');
  const lines = useSummary(section, profile);
  const title = t(`sections.${section}.title`);
  const headingId = `profile-section-${section}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-slate-900">
          {title}
          {isList(section) && lines.length ? (
            <span className="ml-2 text-sm font-normal text-slate-500">{lines.length}</span>
          ) : null}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={onEdit}
          aria-label={t('sections.edit', { section: title })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t('sections.editShort')}
        </Button>
      </div>
      {lines.length ? (
        <ul className="mt-3 space-y-1 text-sm text-slate-700">
          {lines.slice(0, 5).map((line, index) => (
            <li key={index} className="break-words">
              {line}
            </li>
          ))}
          {lines.length > 5 ? (
            <li className="text-slate-500">{t('sections.more', { count: lines.length - 5 })}</li>
          ) : null}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">{t(`sections.${section}.empty`)}</p>
      )}
    </section>
  );
}
