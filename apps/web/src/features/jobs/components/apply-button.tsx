import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openApplyUrl } from '../utils/apply-url';

type Props = {
  applicationUrl: string | null;
  /** A demo job: its link leads to a made-up page, and the button says so. */
  isSample?: boolean;
  className?: string;
  size?: 'md' | 'lg';
};

/** "Apply now": the employer's page in a new tab (spec section 5). */
export function ApplyButton({ applicationUrl, isSample = false, className, size = 'md' }: Props) {
  const { t } = useTranslation('jobs');
  const hintId = useId();
  return (
    <>
      <Button
        size={size}
        className={className}
        aria-describedby={hintId}
        onClick={() => openApplyUrl(applicationUrl)}
      >
        {t(isSample ? 'detail.applySample' : 'detail.applyNow')}
        <ExternalLink className="size-4" aria-hidden="true" />
      </Button>
      <span id={hintId} className="sr-only">
        {t(isSample ? 'detail.applySampleHint' : 'detail.applyHint')}
      </span>
    </>
  );
}
