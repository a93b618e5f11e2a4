import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useLoadOnApproach } from '../hooks/use-load-on-approach';

const LandingBelowFold = lazy(() => import('./landing-below-fold'));

/** Holds the page's height until the sections under the job preview are wanted, then loads them. */
export function DeferredBelowFold() {
  const { hash } = useLocation();
  const { ref, isWanted } = useLoadOnApproach<HTMLDivElement>(hash.length > 1);
  const placeholder = <div className="min-h-screen" aria-hidden="true" />;
  return (
    <div ref={ref}>
      {isWanted ? (
        <Suspense fallback={placeholder}>
          <LandingBelowFold />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
