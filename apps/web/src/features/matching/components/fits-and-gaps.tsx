import type { CountrySource, MatchReason } from '@yonder/contract/matching';
import { useTranslation } from 'react-i18next';
import { cn } from '#lib/cn.ts';
import { ReasonList } from './reason-list';

type Props = {
  fits: MatchReason[];
  gaps: MatchReason[];
  countrySource: CountrySource | null;
  /** The level of the two small headings under the card's or the panel's own heading. */
  headingLevel: 'h3' | 'h4';
  /** One above the other (a narrow column), else side by side from 640 px. */
  isStacked?: boolean;
  className?: string;
};

/**
 * What fits and what is missing side by side, so a middling score explains itself; where you can
 * be hired from says whether it went by the countries you set or guessed from your resume.
 */
export function FitsAndGaps({
  fits,
  gaps,
  countrySource,
  headingLevel: Heading,
  isStacked = false,
  className,
}: Props) {
  const { t } = useTranslation('matching');
  const notes = { location: countrySource ? t(`countryFrom.${countrySource}`) : null };
  const heading = 'text-xs font-semibold tracking-wide text-slate-500 uppercase';
  return (
    <div className={cn('grid gap-x-6 gap-y-3', !isStacked && 'sm:grid-cols-2', className)}>
      <div className="min-w-0">
        <Heading className={heading}>{t('fits')}</Heading>
        {fits.length > 0 ? (
          <ReasonList reasons={fits} notes={notes} className="mt-1.5" />
        ) : (
          <p className="mt-1.5 text-sm text-slate-500">{t('noFits')}</p>
        )}
      </div>
      <div className="min-w-0">
        <Heading className={heading}>{t('gaps')}</Heading>
        {gaps.length > 0 ? (
          <ReasonList reasons={gaps} notes={notes} className="mt-1.5" />
        ) : (
          <p className="mt-1.5 text-sm text-slate-500">{t('noGaps')}</p>
        )}
      </div>
    </div>
  );
}
