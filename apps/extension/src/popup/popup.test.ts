import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fillOnRequest } from './popup.ts';

vi.mock('wxt/browser', async () => ({
  browser: (await import('wxt/testing/fake-browser')).fakeBrowser,
}));

/** "Fill this page" on a site no board uses: access to that one site, asked only when needed. */
describe('filling a page of any site on request', () => {
  const tab = { id: 7, url: new URL('https://careers.northwind-robotics.com/jobs/42/apply') };
  let asked: string[][];
  let ran: unknown[];
  let sent: unknown[];

  beforeEach(() => {
    fakeBrowser.reset();
    asked = [];
    ran = [];
    sent = [];
    fakeBrowser.permissions.request = vi.fn(async ({ origins }: { origins?: string[] }) => {
      asked.push(origins ?? []);
      return granted;
    }) as never;
    fakeBrowser.scripting.executeScript = vi.fn(async (options: unknown) => {
      ran.push(options);
      return [];
    }) as never;
    fakeBrowser.tabs.sendMessage = vi.fn(async (...args: unknown[]) => {
      sent.push(args);
      return true;
    }) as never;
  });
  let granted = true;

  it('asks for that site alone when the toolbar click gave no access, then fills', async () => {
    granted = true;
    expect(await fillOnRequest(tab, false)).toBe(true);
    expect(asked).toEqual([['https://careers.northwind-robotics.com/*']]);
    expect(ran).toEqual([{ target: { tabId: 7 }, files: ['content-scripts/content.js'] }]);
    expect(sent).toEqual([[7, { type: 'fill' }]]);
  });

  it('asks nothing when the page is open to it already (activeTab)', async () => {
    expect(await fillOnRequest(tab, true)).toBe(true);
    expect(asked).toEqual([]);
    expect(sent).toHaveLength(1);
  });

  it('runs nothing in the page when the user refuses', async () => {
    granted = false;
    expect(await fillOnRequest(tab, false)).toBe(false);
    expect(ran).toEqual([]);
    expect(sent).toEqual([]);
  });
});
