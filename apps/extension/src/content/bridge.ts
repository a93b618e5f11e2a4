import type { ExtensionTokens } from '@yonder/contract/extension';
import { EXTENSION_MESSAGE } from '@yonder/contract/extension-messages';
import type { Language } from '../shared/messages.ts';
import { send } from '../shared/send.ts';

type PageMessage =
  | { type: typeof EXTENSION_MESSAGE.ping }
  | { type: typeof EXTENSION_MESSAGE.tokens; tokens: ExtensionTokens; language: Language };

/**
 * On Yonder's `/extension/connect` page: says the extension is there, and passes the tokens the
 * approving user created to the background, which keeps them only when this is the chosen server.
 */
export function startBridge(): void {
  if (location.pathname !== '/extension/connect') return;
  const announce = () => window.postMessage({ type: EXTENSION_MESSAGE.ready }, location.origin);
  window.addEventListener('message', (event: MessageEvent<PageMessage>) => {
    if (event.source !== window || event.origin !== location.origin) return;
    const message = event.data;
    if (message?.type === EXTENSION_MESSAGE.ping) announce();
    if (message?.type !== EXTENSION_MESSAGE.tokens) return;
    void send({ type: 'tokens', tokens: message.tokens, language: message.language }).then(
      () => window.postMessage({ type: EXTENSION_MESSAGE.connected, ok: true }, location.origin),
      (error: Error) =>
        window.postMessage(
          { type: EXTENSION_MESSAGE.connected, ok: false, error: error.message },
          location.origin,
        ),
    );
  });
  announce();
}
