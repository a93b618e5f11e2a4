import type { MatchesResult } from '@yonder/contract/matching';
import { useTranslation } from 'react-i18next';

/** The person's field holds few jobs: said plainly, instead of padding with another field's. */
export function FewInField({ field }: { field: NonNullable<MatchesResult['field']> }) {
  const { t } = useTranslation(['matching', 'jobs']);
  const names = field.categories.map((category) => t(`jobs:categories.${category}`));
  return (
    <p
      role="status"
      className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {t('matching:fewInField', {
        count: field.count,
        field: names.join(t('matching:fieldSeparator')),
      })}
    </p>
  );
}
