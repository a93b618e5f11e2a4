import { ResumePage } from '@/features/resume/components/resume-page';
import i18n from '@/lib/i18n';

export const loader = async () => {
  await i18n.loadNamespaces('resume');
  return null;
};

export function Component() {
  return <ResumePage />;
}
