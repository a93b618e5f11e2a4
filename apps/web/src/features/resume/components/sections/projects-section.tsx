import { resumeProjectSchema, type ResumeProject } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../entry-list';
import { BulletList } from '../bullet-list';
import { InputField, TextAreaField } from '../form-fields';
import { KeywordsField } from '../keywords-field';
import { DateFields } from './date-fields';
import { listChanger, type SectionProps } from './section-props';

const describe = (project: ResumeProject) => project.name;

export function ProjectsSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="projects"
      items={document.projects}
      onChange={listChanger(onChange, 'projects')}
      createItem={() => resumeProjectSchema.parse({})}
      describe={describe}
      renderFields={(project, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.projectName')}
            value={project.name}
            maxLength={300}
            onChange={(name) => update({ name })}
          />
          <InputField
            label={t('fields.url')}
            type="url"
            value={project.url}
            maxLength={1000}
            onChange={(url) => update({ url })}
          />
          <DateFields startDate={project.startDate} endDate={project.endDate} onChange={update} />
          <TextAreaField
            className="sm:col-span-2"
            label={t('fields.description')}
            rows={3}
            value={project.description}
            maxLength={5000}
            onChange={(description) => update({ description })}
          />
          <div className="sm:col-span-2">
            <BulletList
              label={t('fields.highlights')}
              addLabel={t('bullets.add')}
              items={project.highlights}
              onChange={(highlights) => update({ highlights })}
            />
          </div>
          <div className="sm:col-span-2">
            <KeywordsField
              label={t('fields.keywords')}
              value={project.keywords}
              onChange={(keywords) => update({ keywords })}
            />
          </div>
        </div>
      )}
    />
  );
}
