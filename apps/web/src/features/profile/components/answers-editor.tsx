import { DECLINE, type ProfileAnswers } from '@yonder/contract/profile';
import { useTranslation } from 'react-i18next';
import { InputField, SelectField } from './fields';
import { SavedAnswersEditor } from './saved-answers-editor';

type Props = {
  value: ProfileAnswers;
  onChange: (value: ProfileAnswers) => void;
  errors: Record<string, string>;
};

const CHOICES = {
  workAuthorization: ['yes', 'no'],
  needsSponsorship: ['yes', 'no'],
  gender: ['female', 'male', 'nonBinary'],
  ethnicity: [
    'asian',
    'black',
    'hispanic',
    'white',
    'nativeAmerican',
    'pacificIslander',
    'twoOrMore',
  ],
  veteran: ['yes', 'no'],
  disability: ['yes', 'no'],
} as const;

/**
 * Answers to the questions application forms ask (the voluntary ones default to "decline"), then
 * the questions answered once on a form and saved.
 */
export function AnswersEditor({ value, onChange, errors }: Props) {
  const { t } = useTranslation('profile');
  const select = (key: keyof typeof CHOICES) => (
    <SelectField
      key={key}
      label={t(`answers.${key}`)}
      value={value[key]}
      onChange={(next) => onChange({ ...value, [key]: next })}
      options={[
        ...CHOICES[key].map((choice) => ({ value: choice, label: t(`answers.choices.${choice}`) })),
        { value: DECLINE, label: t('answers.choices.decline') },
      ]}
      error={errors[key]}
    />
  );
  return (
    <div className="space-y-4">
      {select('workAuthorization')}
      {select('needsSponsorship')}
      <InputField
        label={t('answers.noticePeriod')}
        value={value.noticePeriod}
        onChange={(next) => onChange({ ...value, noticePeriod: next })}
        error={errors.noticePeriod}
      />
      <InputField
        label={t('answers.howHeard')}
        value={value.howHeard}
        onChange={(next) => onChange({ ...value, howHeard: next })}
        error={errors.howHeard}
      />
      <p className="pt-2 text-sm text-slate-600">{t('answers.eeoNote')}</p>
      {select('gender')}
      {select('ethnicity')}
      {select('veteran')}
      {select('disability')}
      <div className="border-t border-slate-200 pt-5">
        <SavedAnswersEditor
          value={value.custom}
          onChange={(custom) => onChange({ ...value, custom })}
          errors={errors}
        />
      </div>
    </div>
  );
}
