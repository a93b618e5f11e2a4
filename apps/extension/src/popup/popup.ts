import { browser } from 'wxt/browser';
import { originPattern, toServerOrigin, YONDER_MATCHES } from '../hosts.ts';
import type { Detection, PopupState } from '../shared/messages.ts';
import { send } from '../shared/send.ts';
import { tp, type PopupKey } from './messages.ts';

type Props = {
  textContent?: string;
  className?: string;
  type?: string;
  value?: string;
  name?: string;
  href?: string;
  target?: string;
  role?: string;
};

function node<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'textContent') element.textContent = value;
    else if (key === 'className') element.className = value;
    else if (key === 'value') (element as HTMLInputElement).value = value;
    else element.setAttribute(key, value);
  }
  return element;
}

export type ActiveTab = { id: number; url: URL | null };

async function activeTab(): Promise<ActiveTab | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return null;
  let url: URL | null = null;
  try {
    url = tab.url ? new URL(tab.url) : null;
  } catch {
    url = null;
  }
  return { id: tab.id, url };
}

async function detect(tab: ActiveTab): Promise<Detection | null> {
  return (await browser.tabs
    .sendMessage(tab.id, { type: 'detect' })
    .catch(() => null)) as Detection | null;
}

/** True when the extension may run in the tab already (the toolbar click's `activeTab`, or a grant). */
async function canRunIn(tab: ActiveTab): Promise<boolean> {
  try {
    await browser.scripting.executeScript({ target: { tabId: tab.id }, func: () => true });
    return true;
  } catch {
    return false;
  }
}

/** Runs the form filler in a page of any site (asked for by the user) and starts the fill. */
export async function fillOnRequest(tab: ActiveTab, hasAccess: boolean): Promise<boolean> {
  // Asked in the click itself: the browser only shows its question during a user action.
  if (!hasAccess && tab.url) {
    const granted = await browser.permissions.request({ origins: [originPattern(tab.url.origin)] });
    if (!granted) return false;
  }
  await browser.scripting.executeScript({
    target: { tabId: tab.id },
    files: ['content-scripts/content.js'],
  });
  await browser.tabs.sendMessage(tab.id, { type: 'fill' });
  return true;
}

/** The popup: server address, account, profile completeness, and "fill this page". */
export async function renderPopup(root: HTMLElement): Promise<void> {
  root.textContent = '…';
  const state = await send<PopupState>({ type: 'state' });
  const lang = state.language;
  document.documentElement.lang = lang;
  const say = (key: PopupKey, values?: Record<string, string | number>) => tp(lang, key, values);
  root.textContent = '';
  root.append(node('h1', { textContent: say('title') }));

  const error = node('p', { className: 'error', role: 'alert' });
  const serverInput = node('input', { type: 'url', value: state.server, name: 'server' });
  const serverLabel = node('label', { textContent: say('server') });
  serverLabel.append(serverInput);
  const saveServer = node('button', { type: 'button', textContent: say('saveServer') });
  saveServer.addEventListener('click', async () => {
    const origin = toServerOrigin(serverInput.value);
    if (!origin) return void (error.textContent = say('badServer'));
    const pattern = originPattern(origin);
    // A server the build does not know needs the user's grant (asked in this click).
    if (
      !YONDER_MATCHES.includes(pattern) &&
      !(await browser.permissions.request({ origins: [pattern] }))
    )
      return void (error.textContent = say('permissionDenied'));
    await send({ type: 'setServer', address: origin });
    await renderPopup(root);
  });
  root.append(serverLabel, saveServer, error);

  if (!state.account) {
    const connect = node('button', {
      type: 'button',
      className: 'primary',
      textContent: say('connect'),
    });
    connect.addEventListener(
      'click',
      () => void send({ type: 'openConnect' }).then(() => window.close()),
    );
    root.append(connect, node('p', { className: 'muted', textContent: say('connectHint') }));
    return;
  }
  root.append(node('p', { textContent: say('signedInAs', { name: state.account.email }) }));
  const completeness = node('div', { className: 'row' });
  completeness.append(
    node('span', { textContent: say('completeness', { percent: state.completeness ?? 0 }) }),
    node('a', {
      href: `${state.server}/dashboard/auto-apply`,
      target: '_blank',
      textContent: say('fixProfile'),
    }),
  );
  root.append(completeness);

  const tab = await activeTab();
  const detection = tab ? await detect(tab) : null;
  const isWebPage = tab?.url?.protocol === 'https:' || tab?.url?.protocol === 'http:';
  const fill = node('button', { type: 'button', className: 'primary', textContent: say('fill') });
  if (detection?.hasForm) {
    root.append(
      node('p', {
        className: 'muted',
        textContent: say('supported', { ats: detection.label || detection.ats }),
      }),
    );
    fill.addEventListener('click', async () => {
      await browser.tabs.sendMessage(tab!.id, { type: 'fill' });
      window.close();
    });
    root.append(fill);
  } else if (tab && isWebPage) {
    const hasAccess = await canRunIn(tab);
    root.append(
      node('p', {
        className: 'muted',
        textContent: say(hasAccess ? 'anyPage' : 'anyPageAsk', { site: tab.url!.hostname }),
      }),
    );
    fill.addEventListener('click', async () => {
      error.textContent = '';
      const done = await fillOnRequest(tab, hasAccess).catch(() => false);
      if (done) window.close();
      else error.textContent = say('pageDenied', { site: tab.url!.hostname });
    });
    root.append(fill);
  } else {
    root.append(node('p', { className: 'muted', textContent: say('unsupported') }));
  }
  const signOut = node('button', { type: 'button', textContent: say('signOut') });
  signOut.addEventListener('click', async () => {
    await send({ type: 'signOut' });
    await renderPopup(root);
  });
  root.append(signOut);
}
