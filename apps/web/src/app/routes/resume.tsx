import { ResumePage } from '#features/resume/components/resume-page.tsx';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('resume');
  return null;
};

export function Component() {
  return <ResumePage />;
}
