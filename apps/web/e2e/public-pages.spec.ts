import { expect, test, useLanguage } from './fixtures';

test('the privacy page shows the support address the server is configured with', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/privacy');
  await expect(page.getByRole('link', { name: 'help@yonder.test' }).first()).toBeVisible();
});

test('feedback sent from the page is stored and confirmed; a blank description is refused', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/feedback');
  const send = page.getByRole('button', { name: 'Send feedback' });
  await page.getByRole('textbox', { name: /Detailed description/ }).fill('   ');
  await send.click();
  await expect(
    page.getByText('Please describe the problem you met or the feature you would like.'),
  ).toBeVisible();
  await page.getByText('Feature request', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Feature request/ })).toBeChecked();
  await page
    .getByRole('textbox', { name: /Detailed description/ })
    .fill('Please add a salary filter in CNY');
  await send.click();
  await expect(page.getByText(/Thank you|received/i).first()).toBeVisible();
});

test('the landing search hands its text and remote type to job search', async ({
  page,
  allowProblem,
}) => {
  allowProblem(/^$/);
  await useLanguage(page, 'en');
  await page.goto('/');
  await page.getByRole('searchbox').first().fill('react');
  await page.getByRole('combobox').first().selectOption('fullRemote');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(
    /\/dashboard\/job\/job-search\?keyword=react&remote_type=fullRemote/,
  );
});
