import { resumeBasicsSchema } from '@yonder/contract/resume-document';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../utils/draft';
import { TextAreaField } from '../form-fields';

const SUMMARY_MAX = resumeBasicsSchema.shape.summary.unwrap().maxLength ?? 0;

export function SummarySection() {
  const { t } = useTranslation('resume');
  const summary = useWatch<Draft, 'document.basics.summary'>({ name: 'document.basics.summary' });
  return (
    <TextAreaField
      name="document.basics.summary"
      label={t('fields.summary')}
      hint={t('fields.summaryHint', { count: summary.length, max: SUMMARY_MAX })}
      rows={9}
    />
  );
}
