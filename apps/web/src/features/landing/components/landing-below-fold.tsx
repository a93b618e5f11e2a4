import { useScrollToHash } from '../hooks/use-scroll-to-hash';
import { AiAgentSection } from './ai-agent-section';
import { AiMatchPromo } from './ai-match-promo';
import { ClosingCta } from './closing-cta';
import { FaqSection } from './faq-section';
import { FeatureTabs } from './feature-tabs';
import { GlobalRemoteCta } from './global-remote-cta';
import { PartnerLogos } from './partner-logos';
import { TalentCta } from './talent-cta';
import { Testimonials } from './testimonials';

/**
 * Everything under the job preview, in the order of spec section 2.2. Loaded as its own chunk so
 * the first paint of the landing needs only the hero's code; the in-page anchors live here.
 */
export default function LandingBelowFold() {
  useScrollToHash();
  return (
    <>
      <PartnerLogos />
      <GlobalRemoteCta />
      <FeatureTabs />
      <TalentCta />
      <AiMatchPromo />
      <AiAgentSection />
      <Testimonials />
      <FaqSection />
      <ClosingCta />
    </>
  );
}
