import { useCallback, useEffect, useState } from 'react';

/** Seconds left before something may happen again, ticking down once a second. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const isRunning = seconds > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [isRunning]);

  const start = useCallback((from: number) => setSeconds(from), []);
  const reset = useCallback(() => setSeconds(0), []);
  return { seconds, isRunning, start, reset };
}
