import {
  resumeCertificateSchema,
  resumeLanguageSchema,
  resumeSkillSchema,
} from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../entry-list';
import { InputField } from '../form-fields';
import { KeywordsField } from '../keywords-field';

export function SkillsSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.skills"
      createItem={() => resumeSkillSchema.parse({})}
      describe={(skill) => skill.name}
      renderFields={(skill) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField name={`${skill}.name`} label={t('fields.skillName')} />
          <InputField name={`${skill}.level`} label={t('fields.level')} />
          <div className="sm:col-span-2">
            <KeywordsField name={`${skill}.keywords`} label={t('fields.keywords')} />
          </div>
        </div>
      )}
    />
  );
}

export function LanguagesSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.languages"
      createItem={() => resumeLanguageSchema.parse({})}
      describe={(language) => [language.language, language.fluency].filter(Boolean).join(' · ')}
      renderFields={(language) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField name={`${language}.language`} label={t('fields.language')} />
          <InputField name={`${language}.fluency`} label={t('fields.fluency')} />
        </div>
      )}
    />
  );
}

export function CertificatesSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.certificates"
      createItem={() => resumeCertificateSchema.parse({})}
      describe={(certificate) => certificate.name}
      renderFields={(certificate) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField
            name={`${certificate}.name`}
            className="sm:col-span-2"
            label={t('fields.certificateName')}
          />
          <InputField name={`${certificate}.issuer`} label={t('fields.issuer')} />
          <InputField
            name={`${certificate}.date`}
            label={t('fields.date')}
            placeholder={t('fields.datePlaceholder')}
          />
          <InputField
            name={`${certificate}.url`}
            className="sm:col-span-2"
            label={t('fields.url')}
            type="url"
          />
        </div>
      )}
    />
  );
}
