import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Tabs that share one scrolling box, each remembering where it was scrolled to (spec section 2.15):
 * leaving a tab saves its position, coming back restores it.
 */
export function useTabScrollMemory<Tab extends string>(initial: Tab) {
  const [tab, setTab] = useState<Tab>(initial);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const positions = useRef(new Map<Tab, number>());

  const changeTab = useCallback(
    (next: Tab) => {
      positions.current.set(tab, scrollerRef.current?.scrollTop ?? 0);
      setTab(next);
    },
    [tab],
  );

  useLayoutEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = positions.current.get(tab) ?? 0;
  }, [tab]);

  return { tab, changeTab, scrollerRef };
}
