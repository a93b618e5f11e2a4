import { resumeEducationSchema, type ResumeEducation } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list';
import { EntryList } from '../entry-list';
import { InputField, TextAreaField } from '../form-fields';
import { DateFields } from './date-fields';

const describe = (education: ResumeEducation) =>
  [education.institution, [education.studyType, education.area].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

export function EducationSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.education"
      createItem={() => resumeEducationSchema.parse({})}
      describe={describe}
      renderFields={(education) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField
            name={`${education}.institution`}
            className="sm:col-span-2"
            label={t('fields.institution')}
          />
          <InputField name={`${education}.location`} label={t('fields.location')} />
          <InputField name={`${education}.studyType`} label={t('fields.studyType')} />
          <InputField name={`${education}.area`} label={t('fields.area')} />
          <DateFields
            startDate={`${education}.startDate`}
            kind="education"
            endDate={`${education}.endDate`}
          />
          <InputField name={`${education}.score`} label={t('fields.score')} />
          <TextAreaField
            name={`${education}.summary`}
            className="sm:col-span-2"
            label={t('fields.educationSummary')}
            rows={3}
          />
          <div className="sm:col-span-2">
            <BulletList
              name={`${education}.courses`}
              label={t('fields.courses')}
              addLabel={t('bullets.addCourse')}
            />
          </div>
        </div>
      )}
    />
  );
}
