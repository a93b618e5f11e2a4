import type { ProfilePreferences } from '@yonder/contract/profile';
import {
  JOB_CATEGORIES,
  JOB_TYPES,
  REMOTE_TYPES,
  SALARY_PERIODS,
} from '@yonder/contract/jobs-constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyCodes, languageOptions, sortedRegions } from '../utils/regions';
import { CodePicker } from './code-picker';
import { CheckboxGroup, InputField, SelectField, TextAreaField } from './fields';

type Props = {
  value: ProfilePreferences;
  onChange: (value: ProfilePreferences) => void;
  errors: Record<string, string>;
};

const firstError = (errors: Record<string, string>, prefix: string) =>
  Object.entries(errors).find(([key]) => key === prefix || key.startsWith(`${prefix}.`))?.[1];

export function PreferencesEditor({ value, onChange, errors }: Props) {
  const { t, i18n } = useTranslation(['profile', 'jobs']);
  const language = i18n.resolvedLanguage ?? 'zh';
  const regions = useMemo(
    () => sortedRegions(language).map((region) => ({ value: region.code, label: region.name })),
    [language],
  );
  const languages = useMemo(() => languageOptions(language), [language]);
  const currencies = useMemo(
    () => currencyCodes().map((code) => ({ value: code, label: code })),
    [],
  );
  const set = <K extends keyof ProfilePreferences>(key: K, next: ProfilePreferences[K]) =>
    onChange({ ...value, [key]: next });
  const hours = value.workingHours ?? { start: '', end: '' };
  const setHours = (key: 'start' | 'end', next: string) => {
    const changed = { ...hours, [key]: next };
    set('workingHours', changed.start || changed.end ? changed : null);
  };
  const salary = value.minSalary;
  const sponsorship = value.needsSponsorship === null ? '' : value.needsSponsorship ? 'yes' : 'no';

  return (
    <div className="space-y-5">
      <TextAreaField
        label={t('preferences.desiredTitles')}
        rows={3}
        value={value.desiredTitles.join('\n')}
        onChange={(next) =>
          set(
            'desiredTitles',
            next
              .split('\n')
              .map((line) => line.trimStart())
              .slice(0, 10),
          )
        }
        error={firstError(errors, 'desiredTitles')}
      />
      <p className="-mt-3 text-xs text-slate-500">{t('preferences.desiredTitlesHint')}</p>
      <CheckboxGroup
        legend={t('preferences.categories')}
        options={JOB_CATEGORIES.map((key) => ({ value: key, label: t(`jobs:categories.${key}`) }))}
        values={value.categories}
        onChange={(next) => set('categories', next as ProfilePreferences['categories'])}
      />
      <CheckboxGroup
        legend={t('preferences.remoteTypes')}
        options={REMOTE_TYPES.map((key) => ({ value: key, label: t(`jobs:remoteTypes.${key}`) }))}
        values={value.remoteTypes}
        onChange={(next) => set('remoteTypes', next as ProfilePreferences['remoteTypes'])}
      />
      <CheckboxGroup
        legend={t('preferences.jobTypes')}
        options={JOB_TYPES.map((key) => ({ value: key, label: t(`jobs:jobTypes.${key}`) }))}
        values={value.jobTypes}
        onChange={(next) => set('jobTypes', next as ProfilePreferences['jobTypes'])}
      />
      <CodePicker
        label={t('preferences.workCountries')}
        values={value.workCountries}
        options={regions}
        max={50}
        onChange={(next) => set('workCountries', next)}
        error={firstError(errors, 'workCountries')}
      />
      <div className="grid grid-cols-2 gap-3">
        <InputField
          type="time"
          label={t('preferences.hoursStart')}
          value={hours.start}
          onChange={(next) => setHours('start', next)}
          error={firstError(errors, 'workingHours.start') ?? firstError(errors, 'workingHours')}
        />
        <InputField
          type="time"
          label={t('preferences.hoursEnd')}
          value={hours.end}
          onChange={(next) => setHours('end', next)}
          error={firstError(errors, 'workingHours.end')}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <InputField
          type="number"
          label={t('preferences.salaryAmount')}
          value={salary ? String(salary.amount) : ''}
          onChange={(next) =>
            set(
              'minSalary',
              next === ''
                ? null
                : {
                    amount: Math.max(0, Math.round(Number(next) || 0)),
                    currency: salary?.currency ?? 'USD',
                    period: salary?.period ?? 'year',
                  },
            )
          }
          error={firstError(errors, 'minSalary')}
        />
        <SelectField
          label={t('preferences.salaryCurrency')}
          value={salary?.currency ?? 'USD'}
          options={currencies}
          onChange={(next) => salary && set('minSalary', { ...salary, currency: next })}
        />
        <SelectField
          label={t('preferences.salaryPeriod')}
          value={salary?.period ?? 'year'}
          options={SALARY_PERIODS.map((period) => ({
            value: period,
            label: t(`jobs:periods.${period}`),
          }))}
          onChange={(next) =>
            salary &&
            set('minSalary', { ...salary, period: next as (typeof SALARY_PERIODS)[number] })
          }
        />
      </div>
      <InputField
        type="date"
        label={t('preferences.earliestStart')}
        value={value.earliestStart}
        onChange={(next) => set('earliestStart', next)}
        error={firstError(errors, 'earliestStart')}
      />
      <SelectField
        label={t('preferences.needsSponsorship')}
        value={sponsorship}
        emptyLabel={t('common.notSet')}
        options={[
          { value: 'yes', label: t('answers.choices.yes') },
          { value: 'no', label: t('answers.choices.no') },
        ]}
        onChange={(next) => set('needsSponsorship', next === '' ? null : next === 'yes')}
      />
      <CodePicker
        label={t('preferences.workLanguages')}
        values={value.workLanguages}
        options={languages}
        max={20}
        onChange={(next) => set('workLanguages', next)}
        error={firstError(errors, 'workLanguages')}
      />
    </div>
  );
}
