import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  chromium,
  expect,
  test as base,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import type { CandidateProfileInput } from '@yonder/contract/profile';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { registerMember, type Member } from '../auth-helpers';
import { serveBoards, type Submission } from './boards';
import { answerOutsideRequests, serveCaptures } from './captures';
import { expectNoSeriousViolations } from '../fixtures';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const EXTENSION_DIR = path.join(ROOT, 'apps/extension/dist/chrome-mv3');
export const RESUME_PATH = path.join(ROOT, 'packages/career-ai/test/fixtures/en-two-column.pdf');

export const PROFILE: CandidateProfileInput = {
  contact: {
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    phoneCountryCode: '+49',
    phone: '030 1234567',
    city: 'Berlin',
    country: 'DE',
  },
  work: [
    {
      id: 'w1',
      company: 'Northwind',
      title: 'Senior Engineer',
      location: 'Hamburg',
      start: '2021-03',
      description: 'Built the payments API.',
    },
    {
      id: 'w2',
      company: 'Contoso',
      title: 'Engineer',
      location: 'Munich',
      start: '2017-06',
      end: '2021-02',
      description: 'Data pipelines.',
    },
  ],
  education: [
    {
      id: 'e1',
      school: 'TU Berlin',
      degree: "Master's Degree",
      field: 'Computer Science',
      start: '2015-10',
      end: '2017-09',
    },
  ],
  links: [
    { id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
    { id: 'l2', label: 'GitHub', url: 'https://github.com/ada' },
    { id: 'l3', label: 'Portfolio', url: 'https://ada.dev' },
  ],
  skills: [{ id: 's1', name: 'TypeScript' }],
  preferences: { minSalary: { amount: 120000, currency: 'USD', period: 'year' } },
  answers: {
    workAuthorization: 'yes',
    needsSponsorship: 'no',
    noticePeriod: '1 month',
    howHeard: 'LinkedIn',
    gender: 'female',
    veteran: 'no',
    custom: [
      {
        id: 'c1',
        question: 'Do you have experience with Kubernetes?',
        answer: 'Yes, four years in production.',
      },
    ],
  },
};

export type Extension = {
  context: BrowserContext;
  id: string;
  member: Member;
  api: APIRequestContext;
  token: string;
  submissions: Submission[];
};

async function prepareAccount(api: APIRequestContext) {
  const member = await registerMember(api, 'filler');
  const login = await api.post('/api/v1/auth/login', {
    data: { email: member.email, password: member.password },
  });
  const { access_token: token, refresh_token: refresh } = (await login.json()).data;
  const headers = { authorization: `Bearer ${token}` };
  const upload = await api.post('/api/v1/profile/resume', {
    headers,
    multipart: {
      file: {
        name: 'ada-resume.pdf',
        mimeType: 'application/pdf',
        buffer: fs.readFileSync(RESUME_PATH),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const view = (await (await api.get('/api/v1/profile', { headers })).json()).data;
  const saved = await api.put('/api/v1/profile', {
    headers,
    data: { profile: PROFILE, version: view.version },
  });
  expect(saved.status()).toBe(200);
  return { member, token: token as string, refresh: refresh as string };
}

/** The popup's connect flow: server address, "connect", then approval on `/extension/connect`. */
async function connect(context: BrowserContext, id: string, server: string) {
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup.html`);
  await popup.getByRole('textbox', { name: /服务器地址|server address/i }).fill(server);
  await popup.getByRole('button', { name: /保存地址|Save address/ }).click();
  const opened = context.waitForEvent('page');
  await popup.getByRole('button', { name: /连接远方账号|Connect your Yonder account/ }).click();
  const connectPage = await opened;
  await connectPage.waitForURL(`${server}/extension/connect`);
  await expect(
    connectPage.getByText('Read the resume file attached to your profile'),
  ).toBeVisible();
  await expectNoSeriousViolations(connectPage);
  await connectPage.getByRole('button', { name: 'Allow and connect' }).click();
  await expect(connectPage.getByRole('status')).toContainText('Connected.');
  await connectPage.close();
  if (!popup.isClosed()) await popup.close();
}

export const test = base.extend<object, { extension: Extension }>({
  extension: [
    async ({ playwright }, use, workerInfo) => {
      const server = String(workerInfo.project.use.baseURL);
      const api = await playwright.request.newContext({ baseURL: server });
      const account = await prepareAccount(api);
      const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-extension-'));
      const context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: false,
        baseURL: server,
        args: [
          '--headless=new',
          ...CHROMIUM_ARGS,
          // Lets the tests press the toolbar button (CDP `Extensions.triggerAction`), which
          // grants `activeTab` exactly as a person's click does.
          '--enable-unsafe-extension-debugging',
          `--disable-extensions-except=${EXTENSION_DIR}`,
          `--load-extension=${EXTENSION_DIR}`,
        ],
      });
      // The web app on the Yonder server is signed in as the member, in English.
      await context.addInitScript(
        ([origin, access, refresh]) => {
          if (location.origin !== origin || localStorage.getItem('auth_token')) return;
          localStorage.setItem('auth_token', access!);
          localStorage.setItem('refresh_token', refresh!);
          localStorage.setItem('i18nextLng', 'en');
        },
        [new URL(server).origin, account.token, account.refresh],
      );
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const id = new URL(worker.url()).host;
      await connect(context, id, new URL(server).origin);
      await answerOutsideRequests(context, new URL(server).origin);
      const { submissions } = await serveBoards(context);
      await serveCaptures(context);
      await use({ context, id, member: account.member, api, token: account.token, submissions });
      await context.close();
      await api.dispose();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };
