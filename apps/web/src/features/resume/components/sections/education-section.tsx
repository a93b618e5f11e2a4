import { resumeEducationSchema, type ResumeEducation } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../entry-list';
import { BulletList } from '../bullet-list';
import { InputField } from '../form-fields';
import { DateFields } from './date-fields';
import { listChanger, type SectionProps } from './section-props';

const describe = (education: ResumeEducation) =>
  [education.institution, [education.studyType, education.area].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

export function EducationSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="education"
      items={document.education}
      onChange={listChanger(onChange, 'education')}
      createItem={() => resumeEducationSchema.parse({})}
      describe={describe}
      renderFields={(education, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            className="sm:col-span-2"
            label={t('fields.institution')}
            value={education.institution}
            maxLength={300}
            onChange={(institution) => update({ institution })}
          />
          <InputField
            label={t('fields.studyType')}
            value={education.studyType}
            maxLength={200}
            onChange={(studyType) => update({ studyType })}
          />
          <InputField
            label={t('fields.area')}
            value={education.area}
            maxLength={300}
            onChange={(area) => update({ area })}
          />
          <DateFields
            startDate={education.startDate}
            endDate={education.endDate}
            onChange={update}
          />
          <InputField
            label={t('fields.score')}
            value={education.score}
            maxLength={100}
            onChange={(score) => update({ score })}
          />
          <div className="sm:col-span-2">
            <BulletList
              label={t('fields.courses')}
              addLabel={t('bullets.addCourse')}
              items={education.courses}
              onChange={(courses) => update({ courses })}
            />
          </div>
        </div>
      )}
    />
  );
}
