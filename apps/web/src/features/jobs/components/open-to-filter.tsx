import { Globe2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../hooks/use-language';
import { countryName, sortedCountries, timeZoneNames } from '../utils/places';
import { OPEN_TO_ANY } from '../utils/search-state';

type Props = {
  /** The country chosen, or null for every country. */
  country: string | null;
  timeZone: string | null;
  onChange: (place: { openTo: string; timezone: string | null }) => void;
};

const selectClass =
  'h-9 w-full min-w-0 cursor-pointer rounded-lg bg-white px-2 text-sm text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 sm:w-auto sm:max-w-56';

/**
 * "Open to me" (issue 33): only jobs the person can be hired for from their country and time
 * zone. A signed-in user's own country is chosen to begin with; a guest picks one.
 */
export function OpenToFilter({ country, timeZone, onChange }: Props) {
  const { t } = useTranslation('jobs');
  const language = useLanguage();
  const countryId = useId();
  const zoneId = useId();
  // The long lists (about 250 countries, 400 zones) are drawn once a list is first reached: the
  // page draws only the chosen options.
  const [isOpened, setOpened] = useState(false);
  const open = () => setOpened(true);
  const countries = useMemo(
    () =>
      isOpened
        ? sortedCountries(language)
        : country
          ? [{ code: country, name: countryName(country, language) }]
          : [],
    [isOpened, language, country],
  );
  const zones = useMemo(
    () => (isOpened ? timeZoneNames() : timeZone ? [timeZone] : []),
    [isOpened, timeZone],
  );
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-slate-200 bg-white px-3 py-2">
      <legend className="sr-only">{t('openTo.title')}</legend>
      <Globe2 className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <label htmlFor={countryId} className="text-sm font-medium text-slate-700">
        {t('openTo.country')}
      </label>
      <select
        id={countryId}
        value={country ?? OPEN_TO_ANY}
        onFocus={open}
        onPointerDown={open}
        onChange={(event) => onChange({ openTo: event.target.value, timezone: timeZone })}
        className={selectClass}
      >
        <option value={OPEN_TO_ANY}>{t('openTo.anyCountry')}</option>
        {countries.map((entry) => (
          <option key={entry.code} value={entry.code}>
            {entry.name}
          </option>
        ))}
      </select>
      <label htmlFor={zoneId} className="text-sm font-medium text-slate-700">
        {t('openTo.timeZone')}
      </label>
      <select
        id={zoneId}
        value={timeZone ?? ''}
        onFocus={open}
        onPointerDown={open}
        disabled={!country}
        onChange={(event) =>
          onChange({ openTo: country ?? OPEN_TO_ANY, timezone: event.target.value || null })
        }
        className={`${selectClass} disabled:cursor-not-allowed disabled:opacity-60`}
      >
        <option value="">{t('openTo.anyTimeZone')}</option>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone}
          </option>
        ))}
      </select>
    </fieldset>
  );
}
