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

export async function request<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': i18n.resolvedLanguage ?? i18n.language ?? 'zh',
    ...options.headers,
  };
  const token = getAuthToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const hasBody = options.body !== undefined && !(options.body instanceof FormData);
  if (hasBody) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, method, options.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(options.body) : (options.body as FormData | undefined),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('网络请求失败', path, error);
    throw new ApiError(i18n.t('common:errors.network'), { status: 0 });
  }

  const body = await readBody(response);
  if (response.status === 401) {
    clearTokens();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  if (!response.ok) {
    console.error(`请求失败 (${response.status})`, path, body);
    throw toError(body, response.status, i18n.t('common:errors.loadFailed'));
  }
  if (!isBusinessSuccess(body))
    throw toError(body, response.status, i18n.t('common:errors.loadFailed'));
  return body as T;
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
