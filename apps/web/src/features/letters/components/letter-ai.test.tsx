import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { LetterPage } from './letter-page';

const RESUME_ID = '11111111-2222-4333-8444-555555555555';
const JOB_ID = '66666666-7777-4888-8999-000000000000';
const LETTER_ID = '22222222-3333-4444-8555-666666666666';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => json({ success: true, code: 200, message: 'ok', data });

/** A server-sent-events answer whose events arrive one by one. */
function eventStream(events: Array<[string, unknown]>) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const [event, data] of events) {
        controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function fakeServer(generate: () => Response, aiAvailable = true) {
  const posted: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (key === 'GET /api/v1/resumes')
      return ok({ items: [{ id: RESUME_ID, title: 'Grace CV', language: 'en' }] });
    if (key === 'GET /api/v1/jobs/favorites')
      return ok({
        items: [{ job_id: JOB_ID, job: { title: 'Frontend Engineer', company_name: 'Northwind' } }],
        total: 1,
      });
    if (key === 'GET /api/v1/cover-letters') return ok({ items: [], ai_available: aiAvailable });
    if (key === 'POST /api/v1/cover-letters/generate') {
      posted.push(JSON.parse(String(init?.body)));
      return generate();
    }
    throw new Error(`unexpected call ${key}`);
  });
  return { posted };
}

const letter = {
  id: LETTER_ID,
  company: 'Northwind',
  job_title: 'Frontend Engineer',
  language: 'en',
  tone: 'formal',
  ai_used: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  body: 'Dear Northwind team,\n\nI led 40 engineers.',
  resume_id: RESUME_ID,
  job_id: JOB_ID,
  version: 1,
  flags: [{ sentence: 'I led 40 engineers.', claims: ['40'] }],
};

async function chooseSources() {
  const { user } = renderWithProviders(<LetterPage />, { language: 'en' });
  await user.selectOptions(await screen.findByLabelText('Resume'), 'Grace CV');
  await user.selectOptions(
    await screen.findByLabelText('Saved job', { exact: true }),
    'Frontend Engineer · Northwind',
  );
  return user;
}

describe('writing a letter with AI', () => {
  beforeEach(() => {
    localStorage.setItem('auth_token', 'token-1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows the text as it streams, then the saved letter with its unsupported claims', async () => {
    const server = fakeServer(() =>
      eventStream([
        ['delta', { text: 'Dear Northwind team,\n\n' }],
        ['delta', { text: 'I led 40 engineers.' }],
        ['done', { letter, available_credits: 2 }],
      ]),
    );
    const user = await chooseSources();
    await user.click(screen.getByRole('button', { name: 'Write with AI (1 point)' }));
    const body = await screen.findByLabelText<HTMLTextAreaElement>('Letter text');
    await waitFor(() => expect(body.value).toBe(letter.body));
    expect(await screen.findByText('Check these claims before exporting')).toBeInTheDocument();
    expect(screen.getByText('Not in your resume: 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(server.posted).toEqual([
      expect.objectContaining({ resume_id: RESUME_ID, job: { job_id: JOB_ID }, language: 'en' }),
    ]);
  });

  it('keeps the partial text of a broken stream and says no point was used', async () => {
    fakeServer(() =>
      eventStream([
        ['delta', { text: 'Dear Northwind team,' }],
        [
          'error',
          {
            code: 'letterStreamBroken',
            message: 'The AI stopped partway: no point was used',
            partial: 'Dear Northwind team,',
          },
        ],
      ]),
    );
    const user = await chooseSources();
    await user.click(screen.getByRole('button', { name: 'Write with AI (1 point)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('no point was used');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Letter text').value).toBe(
      'Dear Northwind team,',
    );
    // Once the stream has closed, the partial letter can be saved.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save letter' })).toBeEnabled());
  });

  it('without points, gives the server message and the way to get more', async () => {
    fakeServer(() =>
      json({ success: false, code: 402, message: "You have used today's 3 free points" }, 402),
    );
    const user = await chooseSources();
    await user.click(screen.getByRole('button', { name: 'Write with AI (1 point)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("today's 3 free points");
    expect(screen.getByRole('link', { name: 'See plans and points' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('says the operator has configured no provider, with the AI button off', async () => {
    const server = fakeServer(() => json({}, 500), false);
    await chooseSources();
    expect(
      await screen.findByText(/The operator has not configured an AI provider/),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Write with AI (1 point)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/has not configured an AI provider/);
    expect(server.posted).toEqual([]);
  });
});
