import {
  resumeCertificateSchema,
  resumeLanguageSchema,
  resumeSkillSchema,
} from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../entry-list';
import { InputField } from '../form-fields';
import { KeywordsField } from '../keywords-field';
import { listChanger, type SectionProps } from './section-props';

export function SkillsSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="skills"
      items={document.skills}
      onChange={listChanger(onChange, 'skills')}
      createItem={() => resumeSkillSchema.parse({})}
      describe={(skill) => skill.name}
      renderFields={(skill, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.skillName')}
            value={skill.name}
            maxLength={200}
            onChange={(name) => update({ name })}
          />
          <InputField
            label={t('fields.level')}
            value={skill.level}
            maxLength={100}
            onChange={(level) => update({ level })}
          />
          <div className="sm:col-span-2">
            <KeywordsField
              label={t('fields.keywords')}
              value={skill.keywords}
              onChange={(keywords) => update({ keywords })}
            />
          </div>
        </div>
      )}
    />
  );
}

export function LanguagesSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="languages"
      items={document.languages}
      onChange={listChanger(onChange, 'languages')}
      createItem={() => resumeLanguageSchema.parse({})}
      describe={(language) => [language.language, language.fluency].filter(Boolean).join(' · ')}
      renderFields={(language, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.language')}
            value={language.language}
            maxLength={100}
            onChange={(value) => update({ language: value })}
          />
          <InputField
            label={t('fields.fluency')}
            value={language.fluency}
            maxLength={100}
            onChange={(fluency) => update({ fluency })}
          />
        </div>
      )}
    />
  );
}

export function CertificatesSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="certificates"
      items={document.certificates}
      onChange={listChanger(onChange, 'certificates')}
      createItem={() => resumeCertificateSchema.parse({})}
      describe={(certificate) => certificate.name}
      renderFields={(certificate, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            className="sm:col-span-2"
            label={t('fields.certificateName')}
            value={certificate.name}
            maxLength={300}
            onChange={(name) => update({ name })}
          />
          <InputField
            label={t('fields.issuer')}
            value={certificate.issuer}
            maxLength={300}
            onChange={(issuer) => update({ issuer })}
          />
          <InputField
            label={t('fields.date')}
            placeholder={t('fields.datePlaceholder')}
            value={certificate.date}
            maxLength={20}
            onChange={(date) => update({ date })}
          />
          <InputField
            className="sm:col-span-2"
            label={t('fields.url')}
            type="url"
            value={certificate.url}
            maxLength={1000}
            onChange={(url) => update({ url })}
          />
        </div>
      )}
    />
  );
}
