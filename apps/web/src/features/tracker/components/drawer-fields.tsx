import { letterLabels } from '../utils/letter-labels';
import { useQuery } from '@tanstack/react-query';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@yonder/contract/applications';
import { useTranslation } from 'react-i18next';
import { TextField, textInputClass } from '#components/ui/text-field.tsx';
import { letterChoicesQueryOptions, resumeChoicesQueryOptions } from '../api/attachments';
import type { ApplicationDraft } from '../utils/draft';
import { ContactsEditor } from './contacts-editor';
import { InterviewsEditor } from './interviews-editor';

type Props = {
  draft: ApplicationDraft;
  onChange: (patch: Partial<ApplicationDraft>) => void;
  errors: Record<string, string>;
};

const LABEL = 'text-sm font-medium text-slate-800';

/** Every field of an application the drawer edits. */
export function DrawerFields({ draft, onChange, errors }: Props) {
  const { t, i18n } = useTranslation('tracker');
  const resumes = useQuery(resumeChoicesQueryOptions());
  const letters = useQuery(letterChoicesQueryOptions());
  const letterNames = letterLabels(letters.data ?? [], i18n.language, t('drawer.untitledLetter'));
  const text = (key: 'title' | 'company' | 'location' | 'url' | 'salary', type = 'text') => (
    <TextField
      type={type}
      label={t(`drawer.${key}`)}
      value={draft[key]}
      maxLength={key === 'url' ? 2000 : 300}
      error={errors[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );
  return (
    <div className="space-y-5">
      <label className="block">
        <span className={LABEL}>{t('drawer.status')}</span>
        <select
          className={`${textInputClass(false)} mt-1.5`}
          value={draft.status}
          onChange={(event) => onChange({ status: event.target.value as ApplicationStatus })}
        >
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {text('title')}
        {text('company')}
        {text('location')}
        {text('salary')}
        <div className="sm:col-span-2">{text('url', 'url')}</div>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]">
        <TextField
          label={t('drawer.nextStep')}
          value={draft.next_step}
          maxLength={300}
          error={errors.next_step}
          onChange={(event) => onChange({ next_step: event.target.value })}
        />
        <TextField
          type="date"
          label={t('drawer.nextStepDue')}
          value={draft.next_step_due}
          error={errors.next_step_due}
          onChange={(event) => onChange({ next_step_due: event.target.value })}
        />
      </div>
      <label className="block">
        <span className={LABEL}>{t('drawer.notes')}</span>
        <textarea
          className={`${textInputClass(false)} mt-1.5 h-28 py-2`}
          value={draft.notes}
          maxLength={20_000}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="block">
          <span className={LABEL}>{t('drawer.resume')}</span>
          <select
            className={`${textInputClass(false)} mt-1.5`}
            value={draft.resume_id}
            onChange={(event) => onChange({ resume_id: event.target.value })}
          >
            <option value="">{t('drawer.none')}</option>
            {(resumes.data ?? []).map((resume) => (
              <option key={resume.id} value={resume.id}>
                {resume.title}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className={LABEL}>{t('drawer.letter')}</span>
          <select
            className={`${textInputClass(false)} mt-1.5`}
            value={draft.cover_letter_id}
            onChange={(event) => onChange({ cover_letter_id: event.target.value })}
          >
            <option value="">{t('drawer.none')}</option>
            {(letters.data ?? []).map((letter) => (
              <option key={letter.id} value={letter.id}>
                {letterNames.get(letter.id)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <InterviewsEditor
        value={draft.interviews}
        onChange={(interviews) => onChange({ interviews })}
      />
      <ContactsEditor value={draft.contacts} onChange={(contacts) => onChange({ contacts })} />
    </div>
  );
}
