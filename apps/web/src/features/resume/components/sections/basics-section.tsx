import type { Language } from '@yonder/contract/common';
import {
  resumeProfileSchema,
  type ResumeBasics,
  type ResumeLocation,
  type ResumeProfile,
} from '@yonder/contract/resume-document';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textInputClass } from '@/components/ui/text-field';
import { EntryList } from '../entry-list';
import { InputField } from '../form-fields';
import type { SectionProps } from './section-props';

type Props = SectionProps & { language: Language; onLanguageChange: (language: Language) => void };

/** Name, headline, contact, location and profiles (links), plus the resume's own language. */
export function BasicsSection({ document, onChange, language, onLanguageChange }: Props) {
  const { t } = useTranslation('resume');
  const languageId = useId();
  const basics = document.basics;
  const update = (patch: Partial<ResumeBasics>) =>
    onChange((current) => ({ ...current, basics: { ...current.basics, ...patch } }));
  const updateLocation = (patch: Partial<ResumeLocation>) =>
    onChange((current) => ({
      ...current,
      basics: { ...current.basics, location: { ...current.basics.location, ...patch } },
    }));
  const changeProfiles = (recipe: (items: ResumeProfile[]) => ResumeProfile[]) =>
    onChange((current) => ({
      ...current,
      basics: { ...current.basics, profiles: recipe(current.basics.profiles) },
    }));

  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label={t('fields.name')}
          value={basics.name}
          maxLength={200}
          autoComplete="name"
          onChange={(name) => update({ name })}
        />
        <InputField
          label={t('fields.label')}
          placeholder={t('fields.labelPlaceholder')}
          value={basics.label}
          maxLength={200}
          onChange={(label) => update({ label })}
        />
        <InputField
          label={t('fields.email')}
          type="email"
          value={basics.email}
          maxLength={320}
          autoComplete="email"
          onChange={(email) => update({ email })}
        />
        <InputField
          label={t('fields.phone')}
          type="tel"
          value={basics.phone}
          maxLength={50}
          autoComplete="tel"
          onChange={(phone) => update({ phone })}
        />
        <InputField
          label={t('fields.website')}
          type="url"
          value={basics.url}
          maxLength={1000}
          onChange={(url) => update({ url })}
        />
        <div className="min-w-0">
          <label htmlFor={languageId} className="text-[13px] font-medium text-slate-700">
            {t('fields.resumeLanguage')}
          </label>
          <select
            id={languageId}
            value={language}
            onChange={(event) => onLanguageChange(event.target.value as Language)}
            className={`${textInputClass(false)} mt-1`}
          >
            <option value="zh">{t('languages.zh')}</option>
            <option value="en">{t('languages.en')}</option>
          </select>
        </div>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {t('fields.locationGroup')}
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.city')}
            value={basics.location.city}
            maxLength={200}
            onChange={(city) => updateLocation({ city })}
          />
          <InputField
            label={t('fields.region')}
            value={basics.location.region}
            maxLength={200}
            onChange={(region) => updateLocation({ region })}
          />
          <InputField
            label={t('fields.countryCode')}
            placeholder="CN"
            value={basics.location.countryCode}
            maxLength={10}
            onChange={(countryCode) => updateLocation({ countryCode })}
          />
          <InputField
            label={t('fields.postalCode')}
            value={basics.location.postalCode}
            maxLength={20}
            onChange={(postalCode) => updateLocation({ postalCode })}
          />
          <InputField
            className="sm:col-span-2"
            label={t('fields.address')}
            value={basics.location.address}
            maxLength={500}
            onChange={(address) => updateLocation({ address })}
          />
        </div>
      </fieldset>

      <section aria-labelledby={`${languageId}-profiles`}>
        <h3 id={`${languageId}-profiles`} className="mb-2 text-sm font-semibold text-slate-900">
          {t('fields.profilesGroup')}
        </h3>
        <EntryList
          section="profiles"
          items={basics.profiles}
          onChange={changeProfiles}
          createItem={() => resumeProfileSchema.parse({})}
          describe={(profile) => [profile.network, profile.username].filter(Boolean).join(' · ')}
          renderFields={(profile, updateProfile) => (
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                label={t('fields.network')}
                placeholder="GitHub"
                value={profile.network}
                maxLength={100}
                onChange={(network) => updateProfile({ network })}
              />
              <InputField
                label={t('fields.username')}
                value={profile.username}
                maxLength={200}
                onChange={(username) => updateProfile({ username })}
              />
              <InputField
                className="sm:col-span-2"
                label={t('fields.profileUrl')}
                type="url"
                value={profile.url}
                maxLength={1000}
                onChange={(url) => updateProfile({ url })}
              />
            </div>
          )}
        />
      </section>
    </div>
  );
}
