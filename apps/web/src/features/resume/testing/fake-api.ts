import { emptyResumeDocument, type ResumeDocumentInput } from '@yonder/contract/resume-document';
import { resumeDocumentSchema } from '@yonder/contract/resume-document';
import type { Resume } from '@yonder/contract/resumes';
import { vi } from 'vitest';
import { jsonResponse } from '#testing/render-with-providers.tsx';

export const RESUME_ID = '0b0c6a52-2f5e-4c2a-9d7e-1f4a1f3c9a01';
export const JOB_ID = '5d1c7e0a-8b4f-4f6e-a3b1-2c9e8d7f6a55';

export function makeResume(
  overrides: Partial<Omit<Resume, 'document'>> & { document?: ResumeDocumentInput } = {},
): Resume {
  const { document, ...rest } = overrides;
  return {
    id: RESUME_ID,
    title: '前端简历',
    language: 'zh',
    origin: 'upload',
    parent_id: null,
    target_job_id: null,
    file_name: 'cv.pdf',
    file_type: 'pdf',
    version: 3,
    ats_score: null,
    parse_note: null,
    created_at: '2025-08-01T08:00:00.000Z',
    updated_at: '2025-08-20T08:00:00.000Z',
    ...rest,
    document: document ? resumeDocumentSchema.parse(document) : emptyResumeDocument(),
  };
}

type Handler = (request: { body: unknown; url: URL }) => Response | Promise<Response>;
export type Call = { method: string; path: string; body: unknown };

/**
 * A mocked `fetch` answering by method and path (`GET /api/v1/resumes/:id`), recording each
 * call with its parsed JSON body. An unknown call fails the test loudly.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    calls.push({ method, path: url.pathname, body });
    // Every editor asks whether changes wait for a decision: none, unless a test says so.
    const handler =
      routes[`${method} ${url.pathname}`] ??
      (method === 'GET' && /^\/api\/v1\/resumes\/[^/]+\/proposal$/u.test(url.pathname)
        ? () => ok(null)
        : undefined);
    if (!handler) throw new Error(`unexpected call ${method} ${url.pathname}`);
    return handler({ body, url });
  });
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, spy };
}

export const ok = (data: unknown, status = 200) =>
  jsonResponse({ success: true, code: status, message: 'ok', data }, status);
export const fail = (status: number, message: string) =>
  jsonResponse({ success: false, code: status, message, request_id: 'req-1' }, status);

export const signIn = () => localStorage.setItem('auth_token', 'token-1');

type XhrAnswer = { status: number; body: unknown };

/**
 * A stand-in for XMLHttpRequest (uploads report progress through it): each `send` takes the
 * next queued answer, reports the upload as done, then answers.
 */
export function fakeUploads(answers: XhrAnswer[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      sent.push(body);
      const answer = answers.shift() ?? {
        status: 500,
        body: { success: false, message: 'no answer' },
      };
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 } as ProgressEvent);
        this.status = answer.status;
        this.responseText = JSON.stringify(answer.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent };
}
