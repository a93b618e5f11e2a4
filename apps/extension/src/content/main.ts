import { browser } from 'wxt/browser';
import { adapterFor, adapterForHost } from '../fill/adapters/index.ts';
import type { Adapter } from '../fill/adapters/types.ts';
import { workdayStep } from '../fill/adapters/workday.ts';
import { waitFor } from '../fill/controls.ts';
import { pageLanguage } from '../shared/i18n.ts';
import type { Detection, Language, TabRequest } from '../shared/messages.ts';
import { send } from '../shared/send.ts';
import { isSendButton, snapshotForm } from './receipt.ts';
import { FillSession } from './session.ts';

declare global {
  // Set by the first run in a frame: a second injection (the popup's "Fill this page" on a
  // board whose script already runs) must not add a second panel.
  var yonderContent: boolean | undefined;
}

/**
 * Runs in every frame of a known board, and in a page of any other site when the user asks the
 * popup to fill it: finds the form, fills it on request, keeps what was sent, records it.
 */
export function startContent(): void {
  if (globalThis.yonderContent) return;
  globalThis.yonderContent = true;
  const url = new URL(location.href);
  const isOnRequest = adapterForHost(url) === null;
  const adapter = adapterFor(url, document);
  watchSending(adapter);
  if (!adapter.recordsOnSubmit) watchConfirmation(adapter);
  // A board's form may be drawn late (React); a page filled on request holds it already.
  const ready: Promise<FillSession | null> = waitFor(
    () => adapter.findForm(document),
    document.documentElement,
    isOnRequest ? 1500 : 15_000,
  ).then(async (form) => (form ? new FillSession(adapter, form, await readLanguage()) : null));
  browser.runtime.onMessage.addListener((message: TabRequest) => {
    if (message.type === 'detect')
      // Only the frame that holds a form answers; the others stay silent.
      return ready.then((session) =>
        session
          ? ({ ats: adapter.name, label: adapter.label, hasForm: true } satisfies Detection)
          : undefined,
      );
    if (message.type === 'fill')
      return ready.then((session) => (session ? session.fill().then(() => true) : undefined));
    return undefined;
  });
}

async function readLanguage(): Promise<Language> {
  const { language } = await browser.storage.local.get('language');
  return language === 'zh' || language === 'en' ? language : pageLanguage();
}

/**
 * Keeps what the form holds each time it is sent (a submit, or a wizard's "Save and Continue"),
 * before the page moves on; a page of any site is recorded at once, since nothing later says
 * it arrived.
 */
function watchSending(adapter: Adapter) {
  const keep = () => {
    const form = adapter.findForm(document);
    if (!form) return;
    const fields = snapshotForm(form);
    if (fields.length === 0) return;
    void send({
      type: 'submitted',
      section: adapter.name === 'workday' ? workdayStep(document) : '',
      title: document.title,
      fields,
      isFinal: adapter.recordsOnSubmit === true,
    }).catch(() => undefined);
  };
  document.addEventListener('submit', keep, true);
  document.addEventListener(
    'click',
    (event) => {
      const button = isSendButton(event.target);
      // A submit button's own submit event is kept above (it runs after the page's checks).
      if (!button || (button as HTMLButtonElement).type === 'submit') return;
      keep();
    },
    true,
  );
}

function watchConfirmation(adapter: Adapter) {
  let isDone = false;
  const check = () => {
    if (isDone || !adapter.isConfirmation(document, new URL(location.href))) return;
    isDone = true;
    void send({ type: 'confirm' }).catch(() => undefined);
  };
  check();
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(check, 100);
  }).observe(document.documentElement, { childList: true, subtree: true });
}
