import { resumeWorkSchema, type ResumeWork } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { EntryList } from '../entry-list';
import { BulletList } from '../bullet-list';
import { InputField, TextAreaField } from '../form-fields';
import { DateFields } from './date-fields';
import { listChanger, type SectionProps } from './section-props';

const describe = (work: ResumeWork) => [work.position, work.name].filter(Boolean).join(' · ');

export function WorkSection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      section="work"
      items={document.work}
      onChange={listChanger(onChange, 'work')}
      createItem={() => resumeWorkSchema.parse({})}
      describe={describe}
      renderFields={(work, update) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <InputField
            label={t('fields.position')}
            value={work.position}
            maxLength={300}
            onChange={(position) => update({ position })}
          />
          <InputField
            label={t('fields.company')}
            value={work.name}
            maxLength={300}
            onChange={(name) => update({ name })}
          />
          <DateFields startDate={work.startDate} endDate={work.endDate} onChange={update} />
          <InputField
            label={t('fields.location')}
            value={work.location}
            maxLength={300}
            onChange={(location) => update({ location })}
          />
          <InputField
            label={t('fields.url')}
            type="url"
            value={work.url}
            maxLength={1000}
            onChange={(url) => update({ url })}
          />
          <TextAreaField
            className="sm:col-span-2"
            label={t('fields.workSummary')}
            rows={3}
            value={work.summary}
            maxLength={5000}
            onChange={(summary) => update({ summary })}
          />
          <div className="sm:col-span-2">
            <BulletList
              label={t('fields.highlights')}
              addLabel={t('bullets.add')}
              items={work.highlights}
              onChange={(highlights) => update({ highlights })}
            />
          </div>
        </div>
      )}
    />
  );
}
