import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../form-fields';
import type { SectionProps } from './section-props';

const SUMMARY_MAX = 5000;

export function SummarySection({ document, onChange }: SectionProps) {
  const { t } = useTranslation('resume');
  const summary = document.basics.summary;
  return (
    <TextAreaField
      label={t('fields.summary')}
      hint={t('fields.summaryHint', { count: summary.length, max: SUMMARY_MAX })}
      rows={9}
      maxLength={SUMMARY_MAX}
      value={summary}
      onChange={(value) =>
        onChange((current) => ({ ...current, basics: { ...current.basics, summary: value } }))
      }
    />
  );
}
