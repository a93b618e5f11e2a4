import { DeferredBelowFold } from '#features/landing/components/deferred-below-fold.tsx';
import { HeroSection } from '#features/landing/components/hero-section.tsx';
import { JobsPreview } from '#features/landing/components/jobs-preview.tsx';
import { ScrollToTopButton } from '#features/landing/components/scroll-to-top-button.tsx';
import i18n from '#lib/i18n.ts';

// The texts load with the route's code instead of after its first render.
export const loader = async () => {
  await i18n.loadNamespaces('landing');
  return null;
};

export function Component() {
  return (
    <>
      <HeroSection />
      <JobsPreview />
      <DeferredBelowFold />
      <ScrollToTopButton />
    </>
  );
}
