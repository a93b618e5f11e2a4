import { resumeProjectSchema, type ResumeProject } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list';
import { EntryList } from '../entry-list';
import { InputField, TextAreaField } from '../form-fields';
import { KeywordsField } from '../keywords-field';
import { DateFields } from './date-fields';

const describe = (project: ResumeProject) => project.name;

export function ProjectsSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.projects"
      createItem={() => resumeProjectSchema.parse({})}
      describe={describe}
      renderFields={(project) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField name={`${project}.name`} label={t('fields.projectName')} />
          <InputField name={`${project}.url`} label={t('fields.url')} type="url" />
          <DateFields
            startDate={`${project}.startDate`}
            kind="project"
            endDate={`${project}.endDate`}
          />
          <TextAreaField
            name={`${project}.description`}
            className="sm:col-span-2"
            label={t('fields.description')}
            rows={3}
          />
          <div className="sm:col-span-2">
            <BulletList
              name={`${project}.highlights`}
              label={t('fields.highlights')}
              addLabel={t('bullets.add')}
            />
          </div>
          <div className="sm:col-span-2">
            <KeywordsField name={`${project}.keywords`} label={t('fields.keywords')} />
          </div>
        </div>
      )}
    />
  );
}
