import type { ExtensionTokens } from '@yonder/contract/extension';
import { browser } from 'wxt/browser';
import { DEFAULT_SERVER } from '../hosts.ts';
import type { Language } from '../shared/messages.ts';

/** What the extension keeps: the server it talks to and, once connected, its tokens. */
export type Stored = {
  server: string;
  language: Language;
  auth: { accessToken: string; refreshToken: string; expiresAt: number } | null;
};

export async function readStored(): Promise<Stored> {
  const stored = await browser.storage.local.get(['server', 'language', 'auth']);
  return {
    server: typeof stored.server === 'string' ? stored.server : DEFAULT_SERVER,
    language: stored.language === 'en' ? 'en' : 'zh',
    auth: (stored.auth as Stored['auth']) ?? null,
  };
}

export const writeStored = (values: Partial<Stored>) => browser.storage.local.set(values);

export function saveTokens(tokens: ExtensionTokens) {
  return writeStored({
    auth: {
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      expiresAt: Date.now() + tokens.expiresIn * 1000,
    },
  });
}

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function refresh(stored: Stored): Promise<string | null> {
  if (!stored.auth) return null;
  const res = await fetch(`${stored.server}/api/v1/extension/token/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': stored.language },
    body: JSON.stringify({ refreshToken: stored.auth.refreshToken }),
  });
  if (!res.ok) {
    // Revoked or expired: the user connects again.
    await writeStored({ auth: null });
    return null;
  }
  const tokens = (await res.json()).data as ExtensionTokens;
  await saveTokens(tokens);
  return tokens.accessToken;
}

/** One call to the Yonder API with the extension's token, refreshed once when it has expired. */
export async function callApi(path: string, init: RequestInit = {}): Promise<Response> {
  const stored = await readStored();
  if (!stored.auth) throw new ApiError(401, 'notConnected');
  let token =
    stored.auth.expiresAt - 30_000 > Date.now() ? stored.auth.accessToken : await refresh(stored);
  const send = (bearer: string | null) =>
    fetch(`${stored.server}${path}`, {
      ...init,
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        'accept-language': stored.language,
        authorization: `Bearer ${bearer}`,
      },
    });
  if (!token) throw new ApiError(401, 'notConnected');
  let res = await send(token);
  if (res.status === 401) {
    token = await refresh(await readStored());
    if (!token) throw new ApiError(401, 'notConnected');
    res = await send(token);
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new ApiError(res.status, (body as { message?: string }).message ?? res.statusText);
  }
  return res;
}

export async function callJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  return ((await (await callApi(path, init)).json()) as { data: T }).data;
}
