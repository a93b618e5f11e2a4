import { resumeProfileSchema } from '@yonder/contract/resume-document';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textInputClass } from '#components/ui/text-field.tsx';
import type { Draft } from '../../utils/draft';
import { EntryList } from '../entry-list';
import { InputField } from '../form-fields';

/** Name, headline, contact, location and profiles (links), plus the resume's own language. */
export function BasicsSection() {
  const { t } = useTranslation('resume');
  const id = useId();
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <InputField name="document.basics.name" label={t('fields.name')} autoComplete="name" />
        <InputField
          name="document.basics.label"
          label={t('fields.label')}
          placeholder={t('fields.labelPlaceholder')}
        />
        <InputField
          name="document.basics.email"
          label={t('fields.email')}
          type="email"
          autoComplete="email"
        />
        <InputField
          name="document.basics.phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
        />
        <InputField name="document.basics.url" label={t('fields.website')} type="url" />
        <LanguageField />
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">
          {t('fields.locationGroup')}
        </legend>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField name="document.basics.location.city" label={t('fields.city')} />
          <InputField name="document.basics.location.region" label={t('fields.region')} />
          <InputField
            name="document.basics.location.countryCode"
            label={t('fields.countryCode')}
            placeholder="CN"
          />
          <InputField name="document.basics.location.postalCode" label={t('fields.postalCode')} />
          <InputField
            name="document.basics.location.address"
            className="sm:col-span-2"
            label={t('fields.address')}
          />
        </div>
      </fieldset>

      <section aria-labelledby={`${id}-profiles`}>
        <h3 id={`${id}-profiles`} className="mb-2 text-sm font-semibold text-slate-900">
          {t('fields.profilesGroup')}
        </h3>
        <EntryList
          name="document.basics.profiles"
          createItem={() => resumeProfileSchema.parse({})}
          describe={(profile) => [profile.network, profile.username].filter(Boolean).join(' · ')}
          renderFields={(profile) => (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <InputField
                name={`${profile}.network`}
                label={t('fields.network')}
                placeholder="GitHub"
              />
              <InputField name={`${profile}.username`} label={t('fields.username')} />
              <InputField
                name={`${profile}.url`}
                className="sm:col-span-2"
                label={t('fields.profileUrl')}
                type="url"
              />
            </div>
          )}
        />
      </section>
    </div>
  );
}

/** The language the resume is written in (its preview's headings follow it). */
function LanguageField() {
  const { t } = useTranslation('resume');
  const id = useId();
  const { field } = useController<Draft, 'language'>({ name: 'language' });
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="text-[13px] font-medium text-slate-700">
        {t('fields.resumeLanguage')}
      </label>
      <select {...field} id={id} className={`${textInputClass(false)} mt-1`}>
        <option value="zh">{t('languages.zh')}</option>
        <option value="en">{t('languages.en')}</option>
      </select>
    </div>
  );
}
