// `npm run test:firefox`: the Firefox build of the extension, run in a real Firefox (ESR 140 or
// later) on the real captures and the Lever test board, each served at its board's address.
//
// Playwright cannot do this: its Firefox is a patched build that cannot be downloaded here, and
// its WebDriver BiDi mode needs a command Firefox ESR does not have (and loads no add-on). So the
// check speaks WebDriver BiDi to Firefox itself: `webExtension.install` loads the add-on as a
// temporary one, `network.addIntercept` serves the pages, `script.evaluate` presses the panel's
// button and reads the page. The extension's server is the local stand-in the bench uses.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { standInServer } from './extension-stand-in.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const ADDON = path.join(ROOT, 'apps/extension/dist/firefox-mv3');
const FORMS = path.resolve(ROOT, '../shared/realdata/forms');
const FIXTURES = path.join(ROOT, 'apps/web/e2e/extension/fixtures');
const SHOTS = process.env.FIREFOX_SHOTS_DIR;
const FONTS = path.join(ROOT, 'node_modules/@expo-google-fonts/noto-sans-sc');
// The add-on's internal address, fixed through a preference so the popup can be opened.
const UUID = '6e0d4a3c-0000-4000-8000-000000000032';

type Page = {
  name: string;
  url: string;
  html: string;
  expected: Record<string, string | boolean>;
};

const PAGES: Page[] = [
  {
    name: 'Lever capture (Highspot)',
    url: 'https://jobs.lever.co/highspot/f222ad5c-b7dd-43c4-9008-ee1a53174afa/apply',
    html: path.join(FORMS, 'lever-highspot-apply.html'),
    expected: {
      '[name="name"]': 'Ada Lovelace',
      '[name="email"]': 'ada.lovelace@example.com',
      '[name="phone"]': '+49 301234567',
      '#location-input': 'Berlin, Germany',
      '[name="org"]': 'Northwind',
      '[name="urls[Portfolio]"]': 'https://ada.dev',
      '[name="urls[Other]"]': '',
      '#resume-upload-input': 'ada-resume.pdf',
    },
  },
  {
    name: 'Greenhouse capture (GitLab)',
    url: 'https://job-boards.greenhouse.io/gitlab/jobs/8620720002',
    html: path.join(FORMS, 'greenhouse-gitlab-application.html'),
    expected: {
      '#first_name': 'Ada',
      '#email': 'ada.lovelace@example.com',
      '#resume': 'ada-resume.pdf',
      '#cover_letter': '',
    },
  },
  {
    name: 'Workday capture (My Experience)',
    url: 'https://workday.wd5.myworkdayjobs.com/en-US/Workday/job/x/apply/applyManually',
    html: path.join(FORMS, 'workday-my-experience.html'),
    expected: {
      '[id="workExperience-210--jobTitle"]': 'Senior Engineer',
      '[id="workExperience-210--location"]': 'Hamburg',
      '[id="workExperience-210--currentlyWorkHere"]': true,
    },
  },
  {
    name: 'Lever test board',
    url: 'https://jobs.lever.co/acme/7f1c2b3a-0000-4000-8000-000000000001/apply',
    html: path.join(FIXTURES, 'lever.html'),
    expected: {
      '[name="name"]': 'Ada Lovelace',
      '[name="urls[GitHub]"]': 'https://github.com/ada',
      '[name="eeo[gender]"]': 'Female',
    },
  },
];

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

type Message = { id?: number; method?: string; params?: Record<string, unknown>; error?: string };

/** A WebDriver BiDi session over Node's WebSocket. */
async function bidi(port: number) {
  let socket: WebSocket | null = null;
  for (let attempt = 0; attempt < 60 && !socket; attempt += 1) {
    socket = await new Promise<WebSocket | null>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/session`);
      ws.onopen = () => resolve(ws);
      ws.onerror = () => resolve(null);
    });
    if (!socket) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!socket) throw new Error('Firefox did not open its WebDriver BiDi port');
  const ws = socket;
  let next = 0;
  const waiting = new Map<number, (message: Message & { result?: unknown }) => void>();
  const listeners: ((message: Message) => void)[] = [];
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as Message & { result?: unknown };
    if (message.id !== undefined && waiting.has(message.id)) {
      waiting.get(message.id)!(message);
      waiting.delete(message.id);
    } else listeners.forEach((listener) => listener(message));
  };
  const send = async <T = Record<string, unknown>>(method: string, params: object = {}) => {
    const id = (next += 1);
    const answer = await new Promise<Message & { result?: unknown }>((resolve) => {
      waiting.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
    if (answer.error) throw new Error(`${method}: ${answer.error} ${JSON.stringify(answer)}`);
    return answer.result as T;
  };
  return { send, on: (listener: (message: Message) => void) => listeners.push(listener), ws };
}

/**
 * One Firefox, connected in `language`: the add-on's storage is written before Firefox starts
 * (the JSON store Firefox keeps when its IndexedDB store is switched off), since WebDriver BiDi
 * may not open the add-on's own pages.
 */
async function runFirefox(language: 'en' | 'zh', origin: string, pages: Page[]) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'yonder-firefox-'));
  fs.writeFileSync(
    path.join(profile, 'user.js'),
    [
      `user_pref("extensions.webextensions.uuids", ${JSON.stringify(JSON.stringify({ 'extension@yonder.work': UUID }))});`,
      'user_pref("extensions.webextensions.ExtensionStorageIDB.enabled", false);',
      'user_pref("browser.shell.checkDefaultBrowser", false);',
      'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
      'user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);',
      // Screenshots in Chinese: the repository's Noto Sans SC, named in FONTCONFIG_FILE, may be read.
      `user_pref("security.sandbox.content.read_path_whitelist", ${JSON.stringify(`${FONTS}/`)});`,
    ].join('\n'),
  );
  const store = path.join(profile, 'browser-extension-data', 'extension@yonder.work');
  fs.mkdirSync(store, { recursive: true });
  fs.writeFileSync(
    path.join(store, 'storage.js'),
    JSON.stringify({
      server: origin,
      language,
      auth: {
        accessToken: 'stand-in',
        refreshToken: 'stand-in',
        expiresAt: Date.now() + 3_600_000,
      },
    }),
  );
  const port = await freePort();
  const firefox = spawn(
    FIREFOX,
    ['--headless', `--remote-debugging-port=${port}`, '--profile', profile, '--no-remote'],
    { stdio: 'ignore' },
  );
  const failures: string[] = [];
  let checks = 0;
  const check = (what: string, actual: unknown, expected: unknown) => {
    checks += 1;
    if (actual !== expected)
      failures.push(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  };
  try {
    const { send, on } = await bidi(port);
    await send('session.new', { capabilities: {} });
    const installed = await send<{ extension: string }>('webExtension.install', {
      extensionData: { type: 'path', path: ADDON },
    });
    console.log(
      `Firefox (${language}): add-on ${installed.extension} installed as a temporary add-on`,
    );
    const served = new Map(pages.map((page) => [page.url, fs.readFileSync(page.html, 'utf8')]));
    await send('session.subscribe', { events: ['network.beforeRequestSent'] });
    await send('network.addIntercept', {
      phases: ['beforeRequestSent'],
      urlPatterns: [...new Set(pages.map((page) => new URL(page.url).hostname))].map(
        (hostname) => ({ type: 'pattern', protocol: 'https', hostname }),
      ),
    });
    on((message) => {
      if (message.method !== 'network.beforeRequestSent' || !message.params?.isBlocked) return;
      const request = message.params.request as { request: string; url: string };
      const body = served.get(request.url);
      void send('network.provideResponse', {
        request: request.request,
        statusCode: body === undefined ? 404 : 200,
        reasonPhrase: body === undefined ? 'Not Found' : 'OK',
        headers: [
          { name: 'content-type', value: { type: 'string', value: 'text/html; charset=utf-8' } },
        ],
        body: { type: 'string', value: body ?? '' },
      }).catch(() => undefined);
    });
    const tree = await send<{ contexts: { context: string }[] }>('browsingContext.getTree');
    const context = tree.contexts[0]!.context;
    const evaluate = async <T>(expression: string): Promise<T> => {
      const answer = await send<{ result: { value?: unknown } }>('script.evaluate', {
        expression,
        target: { context },
        awaitPromise: true,
        resultOwnership: 'none',
      });
      return answer.result?.value as T;
    };
    const screenshot = async (name: string) => {
      if (!SHOTS) return;
      const { data } = await send<{ data: string }>('browsingContext.captureScreenshot', {
        context,
      });
      fs.mkdirSync(SHOTS, { recursive: true });
      fs.writeFileSync(path.join(SHOTS, `firefox-${name}.png`), Buffer.from(data, 'base64'));
    };
    const wait = async (expression: string, what: string) => {
      for (let tries = 0; tries < 100; tries += 1) {
        if (await evaluate<boolean>(expression).catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`Firefox (${language}): ${what} never happened`);
    };

    for (const page of pages) {
      await send('browsingContext.navigate', { context, url: page.url, wait: 'complete' });
      const panel = `document.querySelector('[data-yonder-panel]')`;
      await wait(`!!${panel}?.dataset.ready`, `${page.name}: the panel holding the profile`);
      await evaluate(`${panel}.shadowRoot.querySelector('button.primary').click()`);
      await wait(`${panel}.dataset.fillMs !== undefined`, `${page.name}: the fill`);
      const values = await evaluate<string>(
        `JSON.stringify(Object.fromEntries(${JSON.stringify(Object.keys(page.expected))}.map((selector) => {
          const element = document.querySelector(selector);
          if (!element) return [selector, '<missing>'];
          if (element.type === 'file') return [selector, element.files[0]?.name ?? ''];
          if (element.type === 'checkbox' || element.type === 'radio') return [selector, element.checked];
          return [selector, element.value];
        })))`,
      );
      const found = JSON.parse(values) as Record<string, string | boolean>;
      for (const [selector, value] of Object.entries(page.expected))
        check(`${page.name} (${language}) ${selector}`, found[selector], value);
      const text = await evaluate<string>(`${panel}.shadowRoot.textContent`);
      const board = language === 'en' ? 'Board: ' : '识别为：';
      check(`${page.name} (${language}): the panel names its board`, text.includes(board), true);
      const summary = language === 'en' ? 'Filled ' : '已填写 ';
      check(`${page.name} (${language}): the panel's summary`, text.includes(summary), true);
      const ms = await evaluate<string>(`${panel}.dataset.fillMs`);
      console.log(`firefox · ${page.name} (${language}): filled in ${ms} ms`);
      await screenshot(`${page.name.replace(/\W+/g, '-').toLowerCase()}-${language}`);
    }
  } finally {
    firefox.kill();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  return { checks, failures };
}

async function main() {
  if (!fs.existsSync(FIREFOX)) {
    console.error(`No Firefox at ${FIREFOX} (set FIREFOX_PATH): the Firefox check cannot run.`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(ADDON, 'manifest.json'))) {
    console.error('Build the extension first: npm run build -w @yonder/extension');
    process.exit(1);
  }
  const pages = PAGES.filter((page) => fs.existsSync(page.html));
  const { server, origin } = await standInServer();
  let checks = 0;
  const failures: string[] = [];
  try {
    for (const language of ['en', 'zh'] as const) {
      const result = await runFirefox(language, origin, pages);
      checks += result.checks;
      failures.push(...result.failures);
    }
  } finally {
    server.close();
  }
  for (const failure of failures) console.error(`✗ ${failure}`);
  console.log(`firefox: ${checks - failures.length} passed, ${failures.length} failed`);
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
