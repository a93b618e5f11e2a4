import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, fileNameFrom, isBusinessSuccess, requestFile, upload } from './api-client';
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
    fetchSpy.mockImplementation(async () =>
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

  it('on 401 renews the pair once and sends the request again with the new token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'replaced-elsewhere');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    fetchSpy
      .mockResolvedValueOnce(
        json({ success: false, code: 401, message: 'Please sign in first' }, 401),
      )
      .mockResolvedValueOnce(
        json({ success: true, data: { access_token: 'a2', refresh_token: 'r2' } }),
      )
      .mockResolvedValueOnce(json({ success: true, data: { id: 'u1' } }));
    const answer = await api.get<{ data: { id: string } }>('/api/v1/auth/me');
    expect(answer.data.id).toBe('u1');
    const [refreshUrl, refreshInit] = fetchSpy.mock.calls[1] as [string, RequestInit];
    expect(refreshUrl).toBe('/api/v1/auth/refresh');
    expect(refreshInit.body).toBe('{"refresh_token":"r1"}');
    expect((refreshInit.headers as Record<string, string>).authorization).toBeUndefined();
    const [, retryInit] = fetchSpy.mock.calls[2] as [string, RequestInit];
    expect((retryInit.headers as Record<string, string>).authorization).toBe('Bearer a2');
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('a2');
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe('r2');
  });

  it('renews an expired token before the request leaves, so the first request already carries the new one', async () => {
    const expired = `e30.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }))}.sig`;
    localStorage.setItem(AUTH_TOKEN_KEY, expired);
    localStorage.setItem(REFRESH_TOKEN_KEY, 'r1');
    fetchSpy
      .mockResolvedValueOnce(
        json({ success: true, data: { access_token: 'fresh', refresh_token: 'r2' } }),
      )
      .mockImplementation(async () => json({ success: true, data: [] }));
    await Promise.all([api.get('/api/v1/resumes'), api.get('/api/v1/account')]);
    const urls = (fetchSpy.mock.calls as [string][]).map(([url]) => String(url).split('?')[0]);
    expect(urls).toEqual(['/api/v1/auth/refresh', '/api/v1/resumes', '/api/v1/account']);
    for (const [, init] of fetchSpy.mock.calls.slice(1) as [string, RequestInit][])
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer fresh');
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

describe('api client: files', () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchSpy.mockRestore());

  it('sends a FormData body as it is, letting the browser set the multipart type', async () => {
    fetchSpy.mockResolvedValue(json({ success: true, data: { id: 'r1' } }, 201));
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'cv.txt');
    await api.post('/api/v1/resumes', form);
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)['content-type']).toBeUndefined();
  });

  it('downloads a file with the bearer token and the name the server offers', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    fetchSpy.mockResolvedValue(
      new Response('%PDF-1.7', {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''${encodeURIComponent('简历.pdf')}`,
        },
      }),
    );
    const file = await requestFile('/api/v1/resumes/r1/pdf', { query: { template: 'modern' } });
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/api\/v1\/resumes\/r1\/pdf\?template=modern&_t=\d+$/);
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(file.fileName).toBe('简历.pdf');
    expect(file.blob.size).toBe(8);
  });

  it('rejects a failed download with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchSpy.mockResolvedValue(
      json({ success: false, code: 404, message: 'Resume not found' }, 404),
    );
    await expect(requestFile('/api/v1/resumes/x/pdf')).rejects.toMatchObject({
      status: 404,
      message: 'Resume not found',
    });
  });

  it('reads plain and missing Content-Disposition names', () => {
    expect(fileNameFrom('attachment; filename="a b.json"')).toBe('a b.json');
    expect(fileNameFrom(null)).toBeNull();
  });
});

/** A stand-in for XMLHttpRequest that answers once `send` is called. */
class FakeXhr {
  static answer: { status: number; body: string } = { status: 200, body: '' };
  static last: FakeXhr | null = null;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  sent: unknown = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
  abort() {
    this.onabort?.();
  }
}

describe('api client: upload with progress', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form with the token, reports progress and resolves with the envelope', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    FakeXhr.answer = { status: 201, body: JSON.stringify({ success: true, data: { id: 'r9' } }) };
    const progress: number[] = [];
    const form = new FormData();
    const answer = await upload<{ data: { id: string } }>('/api/v1/resumes', form, {
      onProgress: (share) => progress.push(share),
    });
    expect(answer.data.id).toBe('r9');
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/v1/resumes');
    expect(FakeXhr.last?.headers.authorization).toBe('Bearer tok');
    expect(FakeXhr.last?.sent).toBe(form);
  });

  it('rejects with the server message and status, and a 401 ends the session', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeXhr.answer = {
      status: 422,
      body: JSON.stringify({ success: false, code: 422, message: 'The PDF is encrypted' }),
    };
    await expect(upload('/api/v1/resumes', new FormData())).rejects.toMatchObject({
      status: 422,
      message: 'The PDF is encrypted',
    });
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    FakeXhr.answer = {
      status: 401,
      body: JSON.stringify({ success: false, code: 401, message: 'x' }),
    };
    await expect(upload('/api/v1/resumes', new FormData())).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
