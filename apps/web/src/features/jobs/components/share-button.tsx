import type { JobDetail } from '@yonder/contract/jobs';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#components/ui/button.tsx';
import { paths } from '#config/paths.ts';
import { useShareJob } from '../hooks/use-share-job';

type Props = { job: Pick<JobDetail, 'id' | 'title' | 'company_name'> };

export function ShareButton({ job }: Props) {
  const { t } = useTranslation('jobs');
  const share = useShareJob();
  const onClick = () =>
    void share({
      title: job.title,
      text: t('detail.shareText', { company: job.company_name, title: job.title }),
      url: new URL(paths.jobDetail.getHref(job.id), window.location.origin).href,
    });
  return (
    <button
      type="button"
      onClick={onClick}
      className={`${buttonClass('secondary')} min-w-10 max-sm:px-2.5`}
    >
      <Share2 className="size-4" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('detail.share')}</span>
    </button>
  );
}
