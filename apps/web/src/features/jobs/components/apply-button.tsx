import { ExternalLink } from 'lucide-react';
import { use, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { ApplyPromptContext } from '../hooks/use-apply-prompt';
import { openApplyUrl } from '../utils/apply-url';

type Props = {
  applicationUrl: string | null;
  /** A demo job: its link leads to a made-up page, and the button says so. */
  isSample?: boolean;
  className?: string;
  size?: 'md' | 'lg';
};

/** "Apply now": the employer's page in a new tab (spec section 5); the job page then asks "did you apply?". */
export function ApplyButton({ applicationUrl, isSample = false, className, size = 'md' }: Props) {
  const { t } = useTranslation('jobs');
  const hintId = useId();
  const onOpened = use(ApplyPromptContext);
  return (
    <>
      <Button
        size={size}
        className={className}
        aria-describedby={hintId}
        onClick={() => {
          if (openApplyUrl(applicationUrl)) onOpened?.();
        }}
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
