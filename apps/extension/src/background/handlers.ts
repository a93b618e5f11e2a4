import type { ExtensionSession } from '@yonder/contract/extension';
import type { ProfileView } from '@yonder/contract/profile';
import { browser, type Browser } from 'wxt/browser';
import { originPattern, toServerOrigin, YONDER_MATCHES } from '../hosts.ts';
import type {
  FillPayload,
  PendingApplication,
  PopupState,
  Reply,
  Request,
} from '../shared/messages.ts';
import { ApiError, callApi, callJson, readStored, saveTokens, writeStored } from './api.ts';

const BRIDGE_ID = 'yonder-bridge';

/** A self-hosted server the build does not know gets the connect bridge once it is granted. */
async function registerBridge(origin: string) {
  const pattern = originPattern(origin);
  const known = YONDER_MATCHES.includes(pattern);
  const registered = await browser.scripting.getRegisteredContentScripts({ ids: [BRIDGE_ID] });
  if (registered.length > 0) await browser.scripting.unregisterContentScripts({ ids: [BRIDGE_ID] });
  if (known || !(await browser.permissions.contains({ origins: [pattern] }))) return;
  await browser.scripting.registerContentScripts([
    {
      id: BRIDGE_ID,
      matches: [pattern],
      js: ['content-scripts/bridge.js'],
      runAt: 'document_start',
    },
  ]);
}

async function state(): Promise<PopupState> {
  const stored = await readStored();
  if (!stored.auth)
    return { server: stored.server, language: stored.language, account: null, completeness: null };
  try {
    const session = await callJson<ExtensionSession>('/api/v1/extension/session');
    const view = await callJson<ProfileView>('/api/v1/profile');
    return {
      server: stored.server,
      language: stored.language,
      account: { email: session.email, username: session.username },
      completeness: view.completeness.percent,
    };
  } catch {
    const after = await readStored();
    return { server: after.server, language: after.language, account: null, completeness: null };
  }
}

function toBase64(bytes: ArrayBuffer): string {
  let binary = '';
  const view = new Uint8Array(bytes);
  for (let i = 0; i < view.length; i += 0x8000)
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function fillData(url: string): Promise<FillPayload> {
  const view = await callJson<ProfileView>('/api/v1/profile');
  let resume: FillPayload['resume'] = null;
  if (view.resume?.fileName) {
    const res = await callApi('/api/v1/extension/resume-file');
    resume = {
      name: view.resume.fileName,
      type: res.headers.get('content-type')?.split(';')[0] ?? 'application/octet-stream',
      base64: toBase64(await res.arrayBuffer()),
    };
  }
  const letter = await callJson<FillPayload['letter']>(
    `/api/v1/extension/cover-letter?url=${encodeURIComponent(url)}`,
  );
  return { view, resume, letter };
}

const pendingKey = (tabId: number) => `pending:${tabId}`;

async function confirm(tabId: number) {
  const key = pendingKey(tabId);
  const pending = (await browser.storage.session.get(key))[key] as PendingApplication | undefined;
  if (!pending) return null;
  await browser.storage.session.remove(key);
  const body = {
    title: pending.title,
    company: pending.company,
    url: pending.url,
    status: 'applied',
    source: 'extension',
    ...(pending.resumeId ? { resume_id: pending.resumeId } : {}),
    ...(pending.coverLetterId ? { cover_letter_id: pending.coverLetterId } : {}),
  };
  return callJson<unknown>('/api/v1/applications', { method: 'POST', body: JSON.stringify(body) });
}

async function handle(request: Request, sender: Browser.runtime.MessageSender): Promise<unknown> {
  switch (request.type) {
    case 'state':
      return state();
    case 'setServer': {
      const origin = toServerOrigin(request.address);
      if (!origin) throw new ApiError(422, 'badServer');
      const stored = await readStored();
      if (origin !== stored.server) await writeStored({ server: origin, auth: null });
      await registerBridge(origin);
      return origin;
    }
    case 'openConnect': {
      const { server } = await readStored();
      await browser.tabs.create({ url: `${server}/extension/connect` });
      return null;
    }
    case 'tokens': {
      // Only the connect page of the server the user chose may hand over tokens.
      const { server } = await readStored();
      const from = sender.url ? toServerOrigin(sender.url) : null;
      if (from !== server) throw new ApiError(403, 'wrongOrigin');
      await saveTokens(request.tokens);
      await writeStored({ language: request.language });
      return null;
    }
    case 'signOut': {
      await callApi('/api/v1/extension/token', { method: 'DELETE' }).catch(() => null);
      await writeStored({ auth: null });
      return null;
    }
    case 'fillData':
      return fillData(request.url);
    case 'pending':
      if (sender.tab?.id === undefined) return null;
      await browser.storage.session.set({ [pendingKey(sender.tab.id)]: request.application });
      return null;
    case 'confirm':
      return sender.tab?.id === undefined ? null : confirm(sender.tab.id);
    case 'saveAnswer':
      return callJson<unknown>('/api/v1/extension/answers', {
        method: 'POST',
        body: JSON.stringify({ question: request.question, answer: request.answer }),
      });
  }
}

/** Every message gets an envelope: errors travel as data, never as a rejected message. */
export function listen() {
  browser.runtime.onMessage.addListener((request: Request, sender): Promise<Reply<unknown>> =>
    handle(request, sender).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({
        ok: false as const,
        error: error instanceof Error ? error.message : String(error),
        status: error instanceof ApiError ? error.status : undefined,
      }),
    ),
  );
}
