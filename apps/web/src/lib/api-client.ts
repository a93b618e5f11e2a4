import type { FieldError } from '@yonder/contract/common';
import { clearTokens, getAuthToken, UNAUTHORIZED_EVENT } from './auth-storage';
import i18n from './i18n';

/** A rejected call: a business error from the envelope, an HTTP error, or a network failure. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | null;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(
    message: string,
    options: { status: number; code?: number | null; errors?: FieldError[]; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.errors = options.errors ?? [];
    this.body = options.body;
  }
}

type Query = Record<string, string | number | boolean | null | undefined>;
type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sent without the session and outside its renewal (the refresh call itself). */
  isSessionless?: boolean;
};

const SUCCESS_CODES = new Set([0, 200, 201]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Spec section 7: a body with `success` or `code` counts as success when success is true or code is 200, 201 or 0. */
export function isBusinessSuccess(body: unknown): boolean {
  if (!isObject(body) || !('success' in body || 'code' in body)) return true;
  return body.success === true || (typeof body.code === 'number' && SUCCESS_CODES.has(body.code));
}

function buildUrl(path: string, method: string, query: Query = {}) {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  // Every GET carries a timestamp so no cache between us and the server answers it.
  if (method === 'GET') url.searchParams.set('_t', String(Date.now()));
  return url.pathname + url.search;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toError(body: unknown, status: number, fallback: string): ApiError {
  if (isObject(body)) {
    return new ApiError(
      typeof body.message === 'string' && body.message ? body.message : fallback,
      {
        status,
        code: typeof body.code === 'number' ? body.code : null,
        errors: Array.isArray(body.errors) ? (body.errors as FieldError[]) : [],
        body,
      },
    );
  }
  return new ApiError(fallback, { status, body });
}

function requestHeaders(
  extra: Record<string, string> = {},
  token: string | null = getAuthToken(),
): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'zh',
    ...extra,
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** How the session is renewed (lib/token-refresh.ts), which itself calls the server through here. */
export type SessionRenewal = {
  ensureFreshToken: () => Promise<unknown>;
  renewRejectedToken: (token: string) => Promise<string>;
};

let loadRenewal: (() => Promise<SessionRenewal>) | null = null;

/**
 * Names the module that renews the session, loaded only once there is a session (a guest's pages
 * never carry it). The app registers it at start (lib/session-renewal.ts), so this module does not
 * import the one that imports it.
 */
export function registerSessionRenewal(load: () => Promise<SessionRenewal>) {
  loadRenewal = load;
}

/** The token to send: a refresh under way, or due, is waited for first. */
async function currentToken(): Promise<string | null> {
  if (!getAuthToken()) return null;
  if (loadRenewal) await (await loadRenewal()).ensureFreshToken();
  return getAuthToken();
}

/**
 * Sends with the session's token and, when the server refuses that token (401), renews the pair
 * once and sends again: an expired or replaced token never signs the person out by itself.
 */
async function withSession<T extends { status: number }>(
  attempt: (token: string | null) => Promise<T>,
): Promise<T> {
  const token = await currentToken();
  const first = await attempt(token);
  if (first.status !== 401 || !token || !loadRenewal) return first;
  const outcome = await (await loadRenewal()).renewRejectedToken(token);
  const renewed = getAuthToken();
  if ((outcome !== 'refreshed' && outcome !== 'fresh') || !renewed) return first;
  return attempt(renewed);
}

/** What every failed answer does: a 401 ends the session everywhere; the body becomes an ApiError. */
function failure(status: number, body: unknown, path: string): ApiError {
  if (status === 401) {
    clearTokens();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  console.error(`请求失败 (${status})`, path, body);
  return toError(body, status, i18n.t('common:errors.loadFailed'));
}

function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  if (options.isSessionless) return sendOnce(method, path, options, null);
  return withSession((token) => sendOnce(method, path, options, token));
}

async function sendOnce(
  method: string,
  path: string,
  options: RequestOptions,
  token: string | null,
): Promise<Response> {
  const headers = requestHeaders(options.headers, token);
  // A FormData body sets its own multipart content type (with the boundary).
  const isJson = options.body !== undefined && !(options.body instanceof FormData);
  if (isJson) headers['content-type'] = 'application/json';
  try {
    return await fetch(buildUrl(path, method, options.query), {
      method,
      headers,
      body: isJson ? JSON.stringify(options.body) : (options.body as FormData | undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('网络请求失败', path, error);
    throw new ApiError(i18n.t('common:errors.network'), { status: 0 });
  }
}

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, options);
  const body = await readBody(response);
  if (!response.ok)
    throw options.isSessionless
      ? toError(body, response.status, i18n.t('common:errors.loadFailed'))
      : failure(response.status, body, path);
  if (!isBusinessSuccess(body))
    throw toError(body, response.status, i18n.t('common:errors.loadFailed'));
  return body as T;
}

export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name a `Content-Disposition` header offers (RFC 6266 `filename*` first). */
export function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim() ?? null;
}

/** A file answer (PDF, JSON download): the bytes and the offered name; errors as for `request`. */
export async function requestFile(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  const response = await send('GET', path, options);
  if (!response.ok) throw failure(response.status, await readBody(response), path);
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition')),
  };
}

export type UploadOptions = {
  /** Called with the share of the body sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart POST that reports upload progress (fetch cannot), answered like `request`.
 * XMLHttpRequest is used for that alone: same headers, same envelope and error handling.
 */
export async function upload<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const answer = await withSession((token) => uploadOnce(path, body, options, token));
  const { status, parsed } = answer;
  if (status < 200 || status >= 300) throw failure(status, parsed, path);
  if (!isBusinessSuccess(parsed)) throw toError(parsed, status, i18n.t('common:errors.loadFailed'));
  return parsed as T;
}

function uploadOnce(
  path: string,
  body: FormData,
  options: UploadOptions,
  token: string | null,
): Promise<{ status: number; parsed: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, 'POST'));
    for (const [name, value] of Object.entries(requestHeaders({}, token)))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = xhr.responseText;
      }
      resolve({ status: xhr.status, parsed });
    };
    xhr.onerror = () => {
      console.error('网络请求失败', path);
      reject(new ApiError(i18n.t('common:errors.network'), { status: 0 }));
    };
    xhr.onabort = () => reject(new DOMException('The upload was aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

export type ServerSentEvent = { event: string; data: unknown };

/**
 * A POST answered with server-sent events (EventSource cannot POST): each event goes to
 * `onEvent` as it arrives. A refusal before the stream starts throws as `request` does.
 */
export async function requestEventStream(
  path: string,
  body: unknown,
  onEvent: (event: ServerSentEvent) => void,
  options: { signal?: AbortSignal } = {},
): Promise<void> {
  const response = await send('POST', path, {
    body,
    signal: options.signal,
    headers: { accept: 'text/event-stream' },
  });
  if (!response.ok || !response.body)
    throw failure(response.status, await readBody(response), path);
  let buffer = '';
  const emit = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (!data.length) return;
    const text = data.join('\n');
    try {
      onEvent({ event, data: JSON.parse(text) });
    } catch {
      onEvent({ event, data: text });
    }
  };
  try {
    for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
      buffer += chunk.replace(/\r\n/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        emit(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('common:errors.network'), { status: 0 });
  }
  if (buffer.trim()) emit(buffer);
}
