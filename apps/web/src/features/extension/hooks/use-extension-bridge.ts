import type { ExtensionTokens } from '@yonder/contract/extension';
import { EXTENSION_MESSAGE } from '@yonder/contract/extension-messages';
import { useCallback, useEffect, useState } from 'react';

type Reply = { type?: string; ok?: boolean; error?: string };

/**
 * Talks to the extension's bridge on this page (window messages, this origin only): whether the
 * extension is installed, and handing it the tokens the user approved.
 */
export function useExtensionBridge() {
  const [isPresent, setIsPresent] = useState(false);
  const [hasLookedLong, setHasLookedLong] = useState(false);
  // Each look asks the extension again (one installed or enabled after the page opened).
  const [look, setLook] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent<Reply>) => {
      if (event.source !== window || event.origin !== window.location.origin) return;
      if (event.data?.type === EXTENSION_MESSAGE.ready) setIsPresent(true);
    };
    window.addEventListener('message', onMessage);
    window.postMessage({ type: EXTENSION_MESSAGE.ping }, window.location.origin);
    const timer = setTimeout(() => setHasLookedLong(true), 2500);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
    };
  }, [look]);

  const lookAgain = useCallback(() => {
    setHasLookedLong(false);
    setLook((count) => count + 1);
  }, []);

  const handOver = useCallback(
    (tokens: ExtensionTokens, language: 'zh' | 'en') =>
      new Promise<void>((resolve, reject) => {
        const onMessage = (event: MessageEvent<Reply>) => {
          if (event.source !== window || event.origin !== window.location.origin) return;
          if (event.data?.type !== EXTENSION_MESSAGE.connected) return;
          window.removeEventListener('message', onMessage);
          clearTimeout(timer);
          if (event.data.ok) resolve();
          else reject(new Error(event.data.error ?? 'refused'));
        };
        const timer = setTimeout(() => {
          window.removeEventListener('message', onMessage);
          reject(new Error('timeout'));
        }, 10_000);
        window.addEventListener('message', onMessage);
        window.postMessage(
          { type: EXTENSION_MESSAGE.tokens, tokens, language },
          window.location.origin,
        );
      }),
    [],
  );

  return { isPresent, isMissing: hasLookedLong && !isPresent, handOver, lookAgain };
}
