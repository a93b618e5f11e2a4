import { resumeWorkSchema, type ResumeWork } from '@yonder/contract/resume-document';
import { useTranslation } from 'react-i18next';
import { BulletList } from '../bullet-list';
import { EntryList } from '../entry-list';
import { InputField, TextAreaField } from '../form-fields';
import { DateFields } from './date-fields';

const describe = (work: ResumeWork) => [work.position, work.name].filter(Boolean).join(' · ');

export function WorkSection() {
  const { t } = useTranslation('resume');
  return (
    <EntryList
      name="document.work"
      createItem={() => resumeWorkSchema.parse({})}
      describe={describe}
      renderFields={(work) => (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField name={`${work}.position`} label={t('fields.position')} />
          <InputField name={`${work}.name`} label={t('fields.company')} />
          <DateFields startDate={`${work}.startDate`} kind="work" endDate={`${work}.endDate`} />
          <InputField name={`${work}.location`} label={t('fields.location')} />
          <InputField name={`${work}.url`} label={t('fields.url')} type="url" />
          <TextAreaField
            name={`${work}.summary`}
            className="sm:col-span-2"
            label={t('fields.workSummary')}
            rows={3}
          />
          <div className="sm:col-span-2">
            <BulletList
              name={`${work}.highlights`}
              label={t('fields.highlights')}
              addLabel={t('bullets.add')}
            />
          </div>
        </div>
      )}
    />
  );
}
