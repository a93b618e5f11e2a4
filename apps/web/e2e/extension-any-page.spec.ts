import fs from 'node:fs';
import type { Part } from './extension/boards';
import { BOARD_PAGES } from './extension/boards';
import { expect, RESUME_PATH, test, type Extension } from './extension/extension-fixture';
import { trackedApplications } from './extension/report';
import { shot } from './fixtures';

/**
 * "Fill this page" on a site no board uses. The toolbar button is pressed as a person presses it
 * (CDP `Extensions.triggerAction` on the tab, which grants the extension that tab and nothing
 * else); the popup then runs the filler in the page and fills it by its labels, `autocomplete`
 * tokens and names. Without the press the extension cannot touch the page at all.
 */
const RESUME = fs.readFileSync(RESUME_PATH);

/** The part of the extension API the test drives from the service worker. */
type ChromeApi = {
  tabs: {
    query: (query: object) => Promise<{ id: number; windowId: number; url?: string }[]>;
    create: (options: { windowId: number; url: string; active: boolean }) => Promise<unknown>;
  };
  scripting: { executeScript: (options: object) => Promise<unknown> };
  runtime: { getURL: (path: string) => string };
};

/** Presses the extension's toolbar button on the tab showing `url` (a browser-level command). */
async function pressToolbarButton(extension: Extension, url: string) {
  const session = await extension.context.browser()!.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{ type: 'tab' }] });
  const tab = targetInfos.find((target) => target.url === url);
  await session.send(
    'Extensions.triggerAction' as 'Target.getTargets',
    {
      id: extension.id,
      targetId: tab!.targetId,
    } as never,
  );
  await session.detach();
}

/**
 * The popup, opened beside the page so that the page stays the window's active tab. The page's
 * tab is the one the toolbar button was pressed on: its address is the extension's to read now.
 */
async function popupBeside(extension: Extension, url: string) {
  const worker = extension.context.serviceWorkers()[0]!;
  const opened = extension.context.waitForEvent('page');
  await worker.evaluate(async (board) => {
    const { tabs, runtime } = (globalThis as unknown as { chrome: ChromeApi }).chrome;
    const [tab] = (await tabs.query({})).filter((item) => item.url === board);
    await tabs.create({
      windowId: tab!.windowId,
      url: runtime.getURL('popup.html'),
      active: false,
    });
  }, url);
  return opened;
}

/** Whether the extension may run in a tab showing `url` (tried in every tab, asking nothing). */
const canRunIn = (extension: Extension, url: string) =>
  extension.context.serviceWorkers()[0]!.evaluate(async (board) => {
    const { tabs, scripting } = (globalThis as unknown as { chrome: ChromeApi }).chrome;
    const places = await Promise.all(
      (await tabs.query({})).map((tab) =>
        scripting
          .executeScript({ target: { tabId: tab.id }, func: () => location.href })
          .then((results) => (results as { result: string }[])[0]?.result)
          .catch(() => null),
      ),
    );
    return places.includes(board);
  }, url);

const field = (parts: Part[], name: string) =>
  parts.find((part) => part.name === name && part.fileName === null)?.data.toString('utf8');

test('"Fill this page" on a site no board uses: labels, autofill tokens and names, nothing twice, the receipt kept when it is sent', async ({
  extension,
}) => {
  const url = 'https://careers.northwind-robotics.com/jobs/42/apply';
  const page = await extension.context.newPage();
  await page.goto(url);
  const panel = page.locator('[data-yonder-panel]');
  // No board: the extension is not in the page and may not touch it.
  await expect(page.getByRole('heading', { name: 'Backend Engineer (Remote)' })).toBeVisible();
  await expect(panel).toHaveCount(0);
  expect(await canRunIn(extension, url)).toBe(false);

  await pressToolbarButton(extension, url);
  expect(await canRunIn(extension, url)).toBe(true);
  const popup = await popupBeside(extension, url);
  await expect(
    popup.getByText(
      'No known board on careers.northwind-robotics.com: Yonder can fill this page’s form by its labels',
    ),
  ).toBeVisible();
  await shot(popup, 'extension-popup-any-page');
  await popup.getByRole('button', { name: 'Fill this page' }).click();

  await expect(panel.getByRole('status')).toContainText(/Filled \d+/);
  await expect(
    panel.getByText(
      'Board: none recognised — filled as a generic form (labels, autofill tokens, names)',
    ),
  ).toBeVisible();
  await shot(page, 'extension-generic-form');
  const value = (selector: string) => page.locator(selector).inputValue();
  expect(await value('#vorname')).toBe('Ada');
  expect(await value('#nachname')).toBe('Lovelace');
  expect(await value('#mail')).toBe('ada.lovelace@example.com');
  expect(await value('#tel')).toBe('+49 301234567');
  expect(await value('#stadt')).toBe('Berlin');
  expect(await value('#land')).toBe('DE');
  expect(await value('#linkedin_url')).toBe('https://www.linkedin.com/in/ada');
  expect(await value('#portfolio')).toBe('https://ada.dev');
  // The one portfolio is not given twice; the open question and the hidden box stay empty.
  expect(await value('#other')).toBe('');
  expect(await value('#why')).toBe('');
  expect(await value('#website')).toBe('');
  expect(await value('#quelle')).toBe('LinkedIn');
  expect(await page.locator('[name="newsletter"]').isChecked()).toBe(false);
  const cv = await page
    .locator('#cv')
    .evaluate((input: HTMLInputElement) => input.files?.[0]?.name ?? '');
  expect(cv).toBe('ada-resume.pdf');
  await expect(panel.getByText('Why do you want to join Northwind?')).toBeVisible();

  // The user answers the open question and sends the form; a page of any site is recorded then.
  const sent = extension.submissions.length;
  await page.locator('#why').fill('Robots, remotely.');
  await page.getByRole('button', { name: 'Bewerbung absenden' }).click();
  await expect(
    page.getByRole('heading', { name: 'Vielen Dank für Ihre Bewerbung!' }),
  ).toBeVisible();
  const { parts } = extension.submissions[sent]!;
  expect(field(parts, 'vorname')).toBe('Ada');
  expect(parts.find((part) => part.name === 'cv')!.data.equals(RESUME)).toBe(true);
  let tracked: { id: string; company: string; title: string } | undefined;
  await expect
    .poll(
      async () =>
        (tracked = (await trackedApplications(extension.api, extension.token)).find(
          (item) => item.url === url,
        )),
    )
    .toBeTruthy();
  expect(tracked).toMatchObject({
    company: 'Northwind Robotics',
    title: 'Backend Engineer (Remote)',
  });
  const detail = await extension.api.get(`/api/v1/applications/${tracked!.id}`, {
    headers: { authorization: `Bearer ${extension.token}` },
  });
  const [receipt] = (await detail.json()).data.receipts;
  expect(receipt).toMatchObject({
    page_url: url,
    page_title: 'Bewerbung: Backend Engineer (Remote) – Northwind Robotics',
  });
  expect(receipt.fields).toEqual(
    expect.arrayContaining([
      { label: 'Vorname', value: 'Ada', files: [] },
      { label: 'Why do you want to join Northwind?', value: 'Robots, remotely.', files: [] },
      {
        label: 'Lebenslauf (PDF)',
        value: '',
        files: [{ name: 'ada-resume.pdf', size: RESUME.length }],
      },
      { label: 'How did you hear about us?', value: 'LinkedIn', files: [] },
    ]),
  );
  // Nothing the form did not send: the hidden box and the unticked newsletter are not in it.
  expect(receipt.fields.map((item: { label: string }) => item.label)).not.toContain('Website');
  await page.close();
});

test("a Teamtailor career site on the company's own domain is recognised by its form when the user asks", async ({
  extension,
}) => {
  const { url } = BOARD_PAGES.teamtailorOwnDomain;
  const page = await extension.context.newPage();
  await page.goto(url);
  await expect(page.locator('[data-yonder-panel]')).toHaveCount(0);
  await pressToolbarButton(extension, url);
  const popup = await popupBeside(extension, url);
  await popup.getByRole('button', { name: 'Fill this page' }).click();
  const panel = page.locator('[data-yonder-panel]');
  await expect(panel.getByRole('status')).toContainText(/Filled \d+/);
  await expect(panel.getByText('Board: Teamtailor')).toBeVisible();
  await expect(page.locator('#candidate_email')).toHaveValue('ada.lovelace@example.com');
  await expect(page.locator('#upload_resume_field [data-dz-name]')).toHaveText('ada-resume.pdf');
  await page.close();
});

test('the popup and the panel in Chinese: the board named, every reason said', async ({
  extension,
}) => {
  const worker = extension.context.serviceWorkers()[0]!;
  const setLanguage = (language: string) =>
    worker.evaluate(
      (value) =>
        (
          globalThis as unknown as {
            chrome: { storage: { local: { set: (v: object) => Promise<void> } } };
          }
        ).chrome.storage.local.set({ language: value }),
      language,
    );
  await setLanguage('zh');
  try {
    const url = 'https://careers.northwind-robotics.com/jobs/43/apply';
    const page = await extension.context.newPage();
    await page.goto(url);
    await pressToolbarButton(extension, url);
    const popup = await popupBeside(extension, url);
    await expect(
      popup.getByText(
        '未识别 careers.northwind-robotics.com 的招聘系统：远方可以按标签填写这个页面的表单',
      ),
    ).toBeVisible();
    await shot(popup, 'extension-popup-any-page-zh');
    await popup.getByRole('button', { name: '填写此页面' }).click();
    const panel = page.locator('[data-yonder-panel]');
    await expect(panel.getByRole('status')).toContainText(/已填写 \d+ 项/);
    await expect(
      panel.getByText('未识别招聘系统：按通用表单填写（标签、自动填充标记、字段名）'),
    ).toBeVisible();
    await expect(panel.getByText('这个链接已经填在另一项里，不再重复填写')).toBeVisible();
    await shot(page, 'extension-generic-form-zh');

    const board = await extension.context.newPage();
    await board.goto('https://job-boards.greenhouse.io/acme/jobs/4012345');
    const boardPanel = board.locator('[data-yonder-panel]');
    await expect(boardPanel.getByText('识别为：Greenhouse 申请表')).toBeVisible();
    await boardPanel.getByRole('button', { name: '用远方填写' }).click();
    await expect(boardPanel.getByRole('status')).toContainText(/已填写 \d+ 项/);
    await shot(board, 'extension-greenhouse-new-zh');
    await page.close();
    await board.close();
  } finally {
    await setLanguage('en');
  }
});
