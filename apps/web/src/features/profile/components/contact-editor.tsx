import type { ProfileContact } from '@yonder/contract/profile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortedRegions, timeZones } from '../utils/regions';
import { InputField, SelectField } from './fields';

type Props = {
  value: ProfileContact;
  onChange: (value: ProfileContact) => void;
  errors: Record<string, string>;
};

export function ContactEditor({ value, onChange, errors }: Props) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? 'zh';
  const regions = useMemo(() => sortedRegions(language), [language]);
  const zones = useMemo(() => timeZones().map((zone) => ({ value: zone, label: zone })), []);
  const set = (key: keyof ProfileContact) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InputField
        className="sm:col-span-2"
        label={t('contact.name')}
        value={value.name}
        onChange={set('name')}
        autoComplete="name"
        error={errors.name}
      />
      <InputField
        className="sm:col-span-2"
        type="email"
        label={t('contact.email')}
        value={value.email}
        onChange={set('email')}
        autoComplete="email"
        error={errors.email}
      />
      <InputField
        label={t('contact.phoneCountryCode')}
        value={value.phoneCountryCode}
        onChange={set('phoneCountryCode')}
        placeholder="+86"
        autoComplete="tel-country-code"
        error={errors.phoneCountryCode}
      />
      <InputField
        type="tel"
        label={t('contact.phone')}
        value={value.phone}
        onChange={set('phone')}
        autoComplete="tel-national"
        error={errors.phone}
      />
      <InputField
        label={t('contact.city')}
        value={value.city}
        onChange={set('city')}
        error={errors.city}
      />
      <SelectField
        label={t('contact.country')}
        value={value.country}
        onChange={set('country')}
        emptyLabel={t('common.notSet')}
        options={regions.map((region) => ({ value: region.code, label: region.name }))}
        error={errors.country}
      />
      <SelectField
        className="sm:col-span-2"
        label={t('contact.timeZone')}
        value={value.timeZone}
        onChange={set('timeZone')}
        emptyLabel={t('common.notSet')}
        options={zones}
        error={errors.timeZone}
      />
    </div>
  );
}
