import { registerMember, signInAs } from './auth-helpers';
import { expect, expectNoSeriousViolations, shot, test, useLanguage } from './fixtures';

test("the operators' console: operators find a user and grant points; others never see it", async ({
  page,
  browser,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  const member = await registerMember(page.request, 'consoled');
  const operator = await registerMember(page.request, 'operator', 'ops@yonder.test');

  // A member: no link, and the page says it is not for them without asking the admin API.
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await useLanguage(memberPage, 'en');
  await signInAs(memberPage, member);
  const adminCalls: string[] = [];
  memberPage.on('request', (request) => {
    if (request.url().includes('/api/v1/admin/')) adminCalls.push(request.url());
  });
  await memberPage.goto('/dashboard');
  await expect(memberPage.getByRole('link', { name: 'Find jobs' }).first()).toBeVisible();
  await expect(memberPage.getByRole('link', { name: "Operators' console" })).toHaveCount(0);
  await memberPage.goto('/admin');
  await expect(
    memberPage.getByText('This page is for the operators of this server.'),
  ).toBeVisible();
  expect(adminCalls).toEqual([]);
  await memberContext.close();

  await signInAs(page, operator);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: "Operators' console" }).first().click();
  await expect(page.getByRole('heading', { name: "Operators' console" })).toBeVisible();
  await page.getByRole('searchbox').fill(member.email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByTestId('admin-user');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('3 daily + 0 bonus points');
  await row.getByRole('button', { name: 'Manage' }).click();
  await row.getByLabel('Reason (kept in the audit log)').fill('Welcome gift for testing');
  await row.getByLabel('Points').fill('25');
  await row.getByRole('button', { name: 'Grant points' }).click();
  await expect(page.getByText('Points granted')).toBeVisible();
  await expect(row).toContainText('3 daily + 25 bonus points');

  await page.getByRole('tab', { name: 'Payments & referrals' }).click();
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(
    'Welcome gift for testing',
  );
  await expectNoSeriousViolations(page);
  await page.getByRole('tab', { name: 'Job queue' }).click();
  const queues = page.getByRole('region', { name: 'Queues' });
  await expect(queues).toContainText('mail');
  // Each queue says what waits, runs, waits for a retry and failed, and when a job last finished.
  await expect(queues.getByRole('columnheader')).toHaveText([
    'Queue',
    'Waiting',
    'Running',
    'Retrying',
    'Gave up',
    'Last completed',
  ]);
  await expectNoSeriousViolations(page);
  await shot(page, 'admin-queue');
});
