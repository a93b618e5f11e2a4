import { createContext, useCallback, useEffect, useRef, useState } from 'react';

const PENDING_KEY = 'yonder.applyPending';

/** "Apply now" tells the job page it was pressed; the page asks on the person's return. */
export const ApplyPromptContext = createContext<(() => void) | null>(null);

const readPending = () => {
  try {
    return sessionStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
};
const writePending = (jobId: string | null) => {
  try {
    if (jobId) sessionStorage.setItem(PENDING_KEY, jobId);
    else sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage refused (private mode): the question is asked in this page only.
  }
};

/**
 * After "apply now" opened the employer's page, asks "did you apply?" once the person comes back
 * to this tab (it became visible or got the focus again after leaving), or on a reload of the page.
 */
export function useApplyPrompt(jobId: string, isEnabled: boolean) {
  // A reload of the page after "apply now" asks at once.
  const [isAsking, setIsAsking] = useState(() => isEnabled && readPending() === jobId);
  const hasLeft = useRef(false);
  const isWaiting = useRef(false);

  useEffect(() => {
    if (!isEnabled) return;
    const onLeave = () => {
      if (isWaiting.current) hasLeft.current = true;
    };
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return onLeave();
      if (isWaiting.current && hasLeft.current) {
        isWaiting.current = false;
        hasLeft.current = false;
        setIsAsking(true);
      }
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('blur', onLeave);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('blur', onLeave);
      window.removeEventListener('focus', onReturn);
    };
  }, [jobId, isEnabled]);

  const markApplyOpened = useCallback(() => {
    if (!isEnabled) return;
    isWaiting.current = true;
    hasLeft.current = document.visibilityState === 'hidden';
    writePending(jobId);
  }, [jobId, isEnabled]);

  const dismiss = useCallback(() => {
    isWaiting.current = false;
    writePending(null);
    setIsAsking(false);
  }, []);

  return { isAsking, markApplyOpened, dismiss };
}
