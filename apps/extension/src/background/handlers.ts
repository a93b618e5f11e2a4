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

const readPending = async (tabId: number) =>
  (await browser.storage.session.get(pendingKey(tabId)))[pendingKey(tabId)] as
    PendingApplication | undefined;

/** The receipt of what was sent: the page, the moment, every step's fields in order. */
function receiptOf(pending: PendingApplication) {
  if (!pending.sent) return undefined;
  return {
    page_url: pending.url,
    page_title: pending.sent.title,
    sent_at: pending.sent.at,
    fields: pending.sent.sections.flatMap(([, fields]) => fields).slice(0, 300),
  };
}

async function confirm(tabId: number) {
  const pending = await readPending(tabId);
  if (!pending) return null;
  await browser.storage.session.remove(pendingKey(tabId));
  const body = {
    title: pending.title,
    company: pending.company,
    url: pending.url,
    status: 'applied',
    source: 'extension',
    receipt: receiptOf(pending),
    ...(pending.resumeId ? { resume_id: pending.resumeId } : {}),
    ...(pending.coverLetterId ? { cover_letter_id: pending.coverLetterId } : {}),
  };
  return callJson<unknown>('/api/v1/applications', { method: 'POST', body: JSON.stringify(body) });
}

/** Keeps what a filled form held when it was sent; a step sent again replaces its own part. */
async function keepSent(tabId: number, request: Extract<Request, { type: 'submitted' }>) {
  const pending = await readPending(tabId);
  if (!pending) return null;
  const sections = (pending.sent?.sections ?? []).filter(([name]) => name !== request.section);
  sections.push([request.section, request.fields]);
  const sent = { title: request.title, at: new Date().toISOString(), sections };
  await browser.storage.session.set({ [pendingKey(tabId)]: { ...pending, sent } });
  return request.isFinal ? confirm(tabId) : null;
}

/** One tab's pending record is read and written by one message at a time, in order. */
const queues = new Map<number, Promise<unknown>>();
function inOrder<T>(tabId: number, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(tabId) ?? Promise.resolve()).then(work, work);
  queues.set(
    tabId,
    next.catch(() => undefined),
  );
  return next;
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
    case 'pending': {
      const tabId = sender.tab?.id;
      if (tabId === undefined) return null;
      return inOrder(tabId, async () => {
        const previous = await readPending(tabId);
        // Filling the next step of the same form keeps what its earlier steps sent.
        const sent = previous?.url === request.application.url ? previous.sent : undefined;
        await browser.storage.session.set({
          [pendingKey(tabId)]: { ...request.application, ...(sent ? { sent } : {}) },
        });
        return null;
      });
    }
    case 'submitted':
      return sender.tab?.id === undefined
        ? null
        : inOrder(sender.tab.id, () => keepSent(sender.tab!.id!, request));
    case 'confirm':
      return sender.tab?.id === undefined
        ? null
        : inOrder(sender.tab.id, () => confirm(sender.tab!.id!));
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
