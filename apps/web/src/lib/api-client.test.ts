import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isBusinessSuccess } from './api-client';
import { AUTH_TOKEN_KEY, REFRESH_TOKEN_KEY, UNAUTHORIZED_EVENT } from './auth-storage';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('api client', () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('counts success true or code 200, 201, 0 as success, and bodies without them pass through', () => {
    expect(isBusinessSuccess({ success: true })).toBe(true);
    expect(isBusinessSuccess({ code: 0 })).toBe(true);
    expect(isBusinessSuccess({ code: 201 })).toBe(true);
    expect(isBusinessSuccess({ success: false, code: 200 })).toBe(true);
    expect(isBusinessSuccess({ success: false, code: 400 })).toBe(false);
    expect(isBusinessSuccess({ code: 500 })).toBe(false);
    expect(isBusinessSuccess([1, 2])).toBe(true);
    expect(isBusinessSuccess({ items: [] })).toBe(true);
  });

  it('rejects a business error with the server message even on HTTP 200', async () => {
    fetchSpy.mockResolvedValue(json({ success: false, code: 409, message: '邮箱已被注册' }));
    await expect(api.post('/api/v1/x', { a: 1 })).rejects.toMatchObject({
      message: '邮箱已被注册',
      code: 409,
    });
  });

  it('adds a timestamp to GET requests, a bearer token when there is one, and the JSON body', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    fetchSpy.mockImplementation(async () => json({ success: true, data: 1 }));
    await api.get('/api/v1/jobs/getAllJobs', { query: { page: 2, keyword: '' } });
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/v1\/jobs\/getAllJobs\?page=2&_t=\d+$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    await api.post('/api/v1/x', { a: 1 });
    const [postUrl, postInit] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect(postUrl).toBe('/api/v1/x');
    expect(postInit.body).toBe('{"a":1}');
  });

  it('on 401 removes both tokens from both storages and broadcasts unauthorized', async () => {
    for (const store of [localStorage, sessionStorage]) {
      store.setItem(AUTH_TOKEN_KEY, 'a');
      store.setItem(REFRESH_TOKEN_KEY, 'r');
    }
    const onUnauthorized = vi.fn();
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    fetchSpy.mockResolvedValue(
      json({ success: false, code: 401, message: 'Please sign in first' }, 401),
    );
    const error = await api.get('/api/v1/auth/me').catch((e: unknown) => e);
    window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    for (const store of [localStorage, sessionStorage]) {
      expect(store.getItem(AUTH_TOKEN_KEY)).toBeNull();
      expect(store.getItem(REFRESH_TOKEN_KEY)).toBeNull();
    }
  });

  it('rejects a failed HTTP response with the body fields, including validation errors', async () => {
    fetchSpy.mockResolvedValue(
      json(
        {
          success: false,
          code: 422,
          message: 'Some fields are invalid',
          errors: [{ field: 'email', message: 'bad' }],
        },
        422,
      ),
    );
    const error = (await api.post('/api/v1/x', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.errors).toEqual([{ field: 'email', message: 'bad' }]);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = (await api.get('/api/v1/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });
});
