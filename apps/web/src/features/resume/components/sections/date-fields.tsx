import { useTranslation } from 'react-i18next';
import { InputField } from '../form-fields';

type Props = {
  startDate: string;
  endDate: string;
  onChange: (patch: { startDate?: string; endDate?: string }) => void;
};

/** Start and end as JSON Resume writes them (YYYY, YYYY-MM or YYYY-MM-DD); no end means present. */
export function DateFields({ startDate, endDate, onChange }: Props) {
  const { t } = useTranslation('resume');
  return (
    <>
      <InputField
        label={t('fields.startDate')}
        placeholder={t('fields.datePlaceholder')}
        value={startDate}
        maxLength={20}
        onChange={(value) => onChange({ startDate: value })}
      />
      <InputField
        label={t('fields.endDate')}
        placeholder={t('fields.datePlaceholder')}
        hint={t('fields.endDateHint')}
        value={endDate}
        maxLength={20}
        onChange={(value) => onChange({ endDate: value })}
      />
    </>
  );
}
