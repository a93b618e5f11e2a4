import type { ResumeSummary } from '@yonder/contract/resumes';
import { useTranslation } from 'react-i18next';
import { textInputClass } from '#components/ui/text-field.tsx';

type Props = {
  id: string;
  label: string;
  resumes: ResumeSummary[];
  value: string;
  onChange: (resumeId: string) => void;
};

/** One of the user's resumes, each named with its language: what to copy or translate. */
export function ResumePicker({ id, label, resumes, value, onChange }: Props) {
  const { t } = useTranslation('resume');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${textInputClass(false)} mt-1.5`}
      >
        {resumes.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.title} ({t(`languages.${resume.language}`)})
          </option>
        ))}
      </select>
    </div>
  );
}
