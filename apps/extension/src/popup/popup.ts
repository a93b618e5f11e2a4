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

async function detect(): Promise<Detection | null> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  if (tab?.id === undefined) return null;
  return (await browser.tabs
    .sendMessage(tab.id, { type: 'detect' })
    .catch(() => null)) as Detection | null;
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

  const detection = await detect();
  root.append(
    node('p', {
      className: 'muted',
      textContent: detection?.hasForm
        ? say('supported', { ats: detection.ats })
        : say('unsupported'),
    }),
  );
  if (detection?.hasForm) {
    const fill = node('button', { type: 'button', className: 'primary', textContent: say('fill') });
    fill.addEventListener('click', async () => {
      const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
      if (tab?.id !== undefined) await browser.tabs.sendMessage(tab.id, { type: 'fill' });
      window.close();
    });
    root.append(fill);
  }
  const signOut = node('button', { type: 'button', textContent: say('signOut') });
  signOut.addEventListener('click', async () => {
    await send({ type: 'signOut' });
    await renderPopup(root);
  });
  root.append(signOut);
}
