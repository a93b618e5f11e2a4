import { useParams } from 'react-router';
import { JobDetailView } from '#features/jobs/components/job-detail-view.tsx';
import { JobMatchPanel } from '#features/matching/components/job-match-panel.tsx';
import i18n from '#lib/i18n.ts';

// The texts load with the route's code instead of after its first render.
export const loader = async () => {
  await i18n.loadNamespaces(['jobs', 'matching']);
  return null;
};

export function Component() {
  const { id = '' } = useParams();
  // A new job is a new page: nothing of the previous one's state carries over.
  return <JobDetailView key={id} id={id} matchPanel={<JobMatchPanel jobId={id} />} />;
}
