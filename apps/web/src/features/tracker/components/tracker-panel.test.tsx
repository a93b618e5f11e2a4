import type { Application } from '@yonder/contract/applications';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '#lib/auth-storage.ts';
import { jsonResponse, renderWithProviders } from '#testing/render-with-providers.tsx';
import { TrackerPanel } from './tracker-panel';

const ok = (data: unknown, message = 'OK', status = 200) =>
  jsonResponse({ success: true, code: status, message, data }, status);
const refuse = (status: number, message: string) =>
  jsonResponse({ success: false, code: status, message }, status);

let counter = 0;
function application(overrides: Partial<Application> = {}): Application {
  counter += 1;
  const now = new Date().toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    status: 'wishlist',
    version: 1,
    archived: false,
    job_id: null,
    title: `Engineer ${counter}`,
    company: 'Globex',
    logo_url: null,
    location: '',
    url: '',
    salary: '',
    source: 'manual',
    resume_id: null,
    cover_letter_id: null,
    notes: '',
    contacts: [],
    interviews: [],
    next_step: '',
    next_step_due: null,
    position: counter,
    status_changed_at: now,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

type Handler = (request: { method: string; url: URL; body: unknown }) => Response;

/** Answers `fetch` by method and path; keeps every call. */
function serve(routes: Record<string, Handler>) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((route) => {
        const [m, path] = route.split(' ');
        return m === method && url.pathname.startsWith(path!);
      });
    return key ? routes[key]!({ method, url, body }) : refuse(404, 'no route');
  });
  return calls;
}

const board = (items: Application[]) => ok({ items, total: items.length });

describe('the tracker tab', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    localStorage.setItem(AUTH_TOKEN_KEY, 'token');
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  const render = (language: 'zh' | 'en' = 'en') =>
    renderWithProviders(<TrackerPanel />, { route: '/tracker', language });

  it('asks a guest to sign in', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    serve({});
    const { user, openDialog } = render();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(openDialog).toHaveBeenCalledWith('auth', expect.objectContaining({ mode: 'login' }));
  });

  it('shows the empty state with a way to add a job', async () => {
    serve({ 'GET /api/v1/applications': () => board([]) });
    render('zh');
    expect(await screen.findByText('还没有跟踪任何职位')).toBeInTheDocument();
  });

  it('moves a card from its menu: at once on the board, then saved with its version', async () => {
    let card = application({ title: 'Platform Engineer', version: 3 });
    const calls = serve({
      'GET /api/v1/applications': () => board([card]),
      'PATCH /api/v1/applications/': ({ body }) => {
        card = { ...card, ...(body as object), version: 4 };
        return ok(card);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Platform Engineer' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Interview' }));
    const interview = screen.getByRole('region', { name: /^Interview/ });
    await waitFor(() =>
      expect(within(interview).getByText('Platform Engineer')).toBeInTheDocument(),
    );
    expect(await screen.findByText('Moved to Interview')).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ version: 3, status: 'interview' });
  });

  it('puts a refused move back and says why', async () => {
    const card = application({ title: 'Data Analyst' });
    serve({
      'GET /api/v1/applications': () => board([card]),
      'PATCH /api/v1/applications/': () => refuse(409, 'Changed elsewhere'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Actions for Data Analyst' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Offer' }));
    expect(
      await screen.findByText('The move was not saved: Changed elsewhere'),
    ).toBeInTheDocument();
    const wishlist = screen.getByRole('region', { name: /^Wishlist/ });
    await waitFor(() => expect(within(wishlist).getByText('Data Analyst')).toBeInTheDocument());
  });

  it('opens the drawer and shows a conflict when another tab saved first', async () => {
    const card = application({ title: 'Designer', company: 'Initech' });
    const calls = serve({
      'GET /api/v1/applications/': () =>
        ok({
          ...card,
          timeline: [{ id: 'e1', from_status: null, to_status: 'wishlist', at: card.created_at }],
        }),
      'GET /api/v1/applications': () => board([card]),
      'GET /api/v1/resumes': () => ok({ items: [] }),
      'GET /api/v1/cover-letters': () => ok({ items: [], ai_available: false }),
      'PATCH /api/v1/applications/': () => refuse(409, 'stale'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Open Designer at Initech' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Added to Wishlist')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('Notes'), 'Called Mei');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'This application was changed in another tab or device',
    );
    expect(within(drawer).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({ version: 1, notes: 'Called Mei' });
  });

  it('adds an outside job by its link, asking for what the page did not say', async () => {
    const calls = serve({
      'GET /api/v1/applications': () => board([]),
      'POST /api/v1/applications/from-url': () =>
        ok(
          {
            application: null,
            found: {
              url: 'https://jobs.example.com/1',
              title: '',
              company: '',
              location: '',
              salary: '',
              job_posting: false,
            },
            missing: ['title', 'company'],
          },
          'The page holds no structured job posting; enter the title and company',
        ),
      'POST /api/v1/applications': ({ body }) =>
        ok(application(body as Partial<Application>), 'Added to your tracker', 201),
    });
    const { user } = render();
    await user.click((await screen.findAllByRole('button', { name: 'Add job' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'From a link' }));
    await user.type(
      within(dialog).getByLabelText('Job page address'),
      'https://jobs.example.com/1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read the page' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The page holds no structured job posting',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add to tracker' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(2);
    await user.type(within(dialog).getByLabelText('Job title'), 'Writer');
    await user.type(within(dialog).getByLabelText('Company'), 'Hooli');
    await user.click(within(dialog).getByRole('button', { name: 'Add to tracker' }));
    expect(await screen.findByText('Added to your tracker')).toBeInTheDocument();
    const created = calls.find(
      (call) => call.method === 'POST' && call.url.pathname === '/api/v1/applications',
    );
    expect(created?.body).toMatchObject({
      title: 'Writer',
      company: 'Hooli',
      url: 'https://jobs.example.com/1',
      status: 'wishlist',
    });
  });
});
