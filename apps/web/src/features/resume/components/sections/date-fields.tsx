import { useTranslation } from 'react-i18next';
import type { TextPath } from '../../utils/draft-paths';
import { InputField } from '../form-fields';

/** What an empty end means, said the way the section's entries speak. */
type Kind = 'work' | 'education' | 'project';
type Props = { startDate: TextPath; endDate: TextPath; kind: Kind };

/** Start and end as JSON Resume writes them (YYYY, YYYY-MM or YYYY-MM-DD); no end means present. */
export function DateFields({ startDate, endDate, kind }: Props) {
  const { t } = useTranslation('resume');
  return (
    <>
      <InputField
        name={startDate}
        label={t('fields.startDate')}
        placeholder={t('fields.datePlaceholder')}
      />
      <InputField
        name={endDate}
        label={t('fields.endDate')}
        placeholder={t('fields.datePlaceholder')}
        hint={t(`fields.endDateHint.${kind}`)}
      />
    </>
  );
}
