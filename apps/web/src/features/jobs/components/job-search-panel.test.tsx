import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#testing/render-with-providers.tsx';
import { fakeJobsApi, listJob, ok, searchResult } from '../testing/fake-jobs-api';
import { JobTabs } from './job-tabs';

const SEARCH = '/dashboard/job/job-search';
const LIST = '/api/v1/jobs/getAllJobs';

/** The fake server: `total` jobs, 20 a page, whatever is asked; facet counts for two options. */
function serveJobs(total = 3) {
  return fakeJobsApi({
    [LIST]: (url) => {
      const page = Number(url.searchParams.get('page'));
      const count = Math.max(0, Math.min(20, total - (page - 1) * 20));
      return ok(
        searchResult(
          Array.from({ length: count }, () => listJob()),
          {
            total,
            page,
            facets: {
              category: [{ value: 'frontend', count: 1234 }],
              remote_type: [{ value: 'hybrid', count: 7 }],
            },
          },
        ),
      );
    },
  });
}

/** The search's own parameters; the pay it converts to is checked on its own below. */
const queryOf = (url: URL) => {
  const params = Object.fromEntries(url.searchParams);
  delete params._t;
  delete params.currency;
  delete params.pay_period;
  return params;
};

describe('job search', () => {
  let api: ReturnType<typeof serveJobs>;
  const lastQuery = () => queryOf(api.calls(LIST).at(-1)!);
  const waitForQuery = (expected: Record<string, string>) =>
    waitFor(() => expect(lastQuery()).toEqual(expected));

  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('asks for page 1 of 20 and shows the results with their count', async () => {
    api = serveJobs(3);
    renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(lastQuery()).toEqual({ page: '1', page_size: '20' });
    expect(screen.getByRole('heading', { name: '3 jobs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Search' })).toHaveAttribute('aria-selected', 'true');
  });

  it("reads the landing page's keyword and remote type from the URL", async () => {
    api = serveJobs();
    renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?keyword=react&remote_type=full-remote`,
      language: 'en',
    });
    await waitForQuery({ page: '1', page_size: '20', keyword: 'react', remote_type: 'fullRemote' });
    expect(screen.getByRole('searchbox', { name: 'Keyword' })).toHaveValue('react');
  });

  it('sends a trimmed keyword from page 1, and none when it is empty', async () => {
    api = serveJobs(100);
    const { user, currentUrl } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?page=3&category=design`,
      language: 'en',
    });
    await screen.findAllByRole('article');
    const box = screen.getByRole('searchbox', { name: 'Keyword' });
    await user.type(box, '  rust  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitForQuery({ page: '1', page_size: '20', keyword: 'rust', category: 'design' });
    expect(currentUrl()).toBe(`${SEARCH}?keyword=rust&category=design`);

    await user.clear(box);
    await user.type(box, '   {Enter}');
    await waitForQuery({ page: '1', page_size: '20', category: 'design' });
  });

  it.each([
    ['Frontend', 'category', 'frontend'],
    ['Data', 'category', 'dataScience'],
    ['Customer support', 'category', 'customerService'],
  ])(
    'sends the category %s, from page 1, and clears it when chosen again',
    async (label, key, value) => {
      api = serveJobs(100);
      const { user, currentUrl } = renderWithProviders(<JobTabs />, {
        route: `${SEARCH}?page=2`,
        language: 'en',
      });
      await screen.findAllByRole('article');
      const option = screen.getByRole('button', { name: new RegExp(`^${label}`) });
      await user.click(option);
      await waitForQuery({ page: '1', page_size: '20', [key]: value });
      expect(option).toHaveAttribute('aria-pressed', 'true');
      expect(currentUrl()).toBe(`${SEARCH}?category=${value}`);

      await user.click(option);
      await waitForQuery({ page: '1', page_size: '20' });
      expect(option).toHaveAttribute('aria-pressed', 'false');
    },
  );

  it.each([
    ['Full remote', 'fullRemote'],
    ['Regional remote', 'regionRemote'],
    ['Hybrid', 'hybrid'],
    ['Office', 'onsite'],
  ])('sends the remote type %s as %s', async (label, value) => {
    api = serveJobs();
    const { user } = renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Remote type' }));
    await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
    await waitForQuery({ page: '1', page_size: '20', remote_type: value });
  });

  it.each([
    ['$10,000 - $49,999', { salary_min: '10000', salary_max: '49999' }],
    ['$50,000 - $99,999', { salary_min: '50000', salary_max: '99999' }],
    ['$100,000 - $149,999', { salary_min: '100000', salary_max: '149999' }],
    ['$150,000 and above', { salary_min: '150000' }],
  ])('sends the salary range %s with its edges', async (label, edges) => {
    api = serveJobs();
    const { user } = renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Salary range' }));
    await user.click(screen.getByRole('button', { name: label }));
    await waitForQuery({ page: '1', page_size: '20', ...edges });
  });

  it('offers the salary ranges in the reader’s currency, and sends that currency', async () => {
    api = serveJobs();
    const { user } = renderWithProviders(<JobTabs />, { route: SEARCH, language: 'zh' });
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: '薪资范围' }));
    expect(screen.getByText('按年薪，以人民币计')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¥35万 - ¥70万' }));
    await waitForQuery({
      page: '1',
      page_size: '20',
      salary_min: '350000',
      salary_max: '699999',
      salary_currency: 'CNY',
    });
    expect(screen.getByRole('button', { name: '¥100万 以上' })).toBeInTheDocument();
  });

  it('shows facet counts beside the options, and clears every filter at once', async () => {
    api = serveJobs();
    const { user, currentUrl } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?keyword=go&category=frontend&remote_type=hybrid&salary=range4&sort=salary`,
      language: 'en',
    });
    expect(await screen.findByRole('button', { name: 'Frontend 1,234' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hybrid 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Backend 0' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ sort: 'salary', salary_min: '150000' });

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitForQuery({ page: '1', page_size: '20', keyword: 'go', sort: 'salary' });
    expect(currentUrl()).toBe(`${SEARCH}?keyword=go&sort=salary`);
  });

  it('marks counts the busy server capped as lower bounds, in both languages', async () => {
    const capped = (total: number) =>
      fakeJobsApi({
        [LIST]: () =>
          ok(
            searchResult([listJob()], {
              total,
              is_count_capped: true,
              facets: {
                category: [{ value: 'frontend', count: 1001 }],
                remote_type: [{ value: 'hybrid', count: 7 }],
              },
            }),
          ),
      });
    api = capped(1001);
    const { unmount } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?keyword=engineer&page=60`,
      language: 'en',
    });
    expect(await screen.findByRole('heading', { name: '1,001+ jobs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Frontend 1,001+' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hybrid 7+' })).toBeInTheDocument();
    // None of the first matches was a backend job: that says nothing of the others.
    expect(screen.getByRole('button', { name: 'Backend' })).toBeInTheDocument();
    // A lower bound does not move a deep page back to its last page.
    expect(lastQuery()).toMatchObject({ page: '60' });
    unmount();

    api = capped(1001);
    renderWithProviders(<JobTabs />, { route: `${SEARCH}?keyword=engineer`, language: 'zh' });
    expect(await screen.findByRole('heading', { name: '至少 1,001 个职位' })).toBeInTheDocument();
  });

  it('sends the chosen sort from page 1', async () => {
    api = serveJobs(50);
    const { user } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?page=2`,
      language: 'en',
    });
    await screen.findAllByRole('article');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest salary');
    await waitForQuery({ page: '1', page_size: '20', sort: 'salary' });
  });

  it('pages through ceil(total / 20) pages with links, on a phone as "current / total"', async () => {
    api = serveJobs(45);
    const { user, currentUrl } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?category=backend`,
      language: 'en',
    });
    await screen.findAllByRole('article');
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    const pages = within(pager).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pages.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(within(pager).getByText('1 / 3')).toBeInTheDocument();
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitForQuery({ page: '3', page_size: '20', category: 'backend' });
    expect(currentUrl()).toBe(`${SEARCH}?category=backend&page=3`);
    // The previous page's cards stay, dimmed, until the new page has rendered.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(within(pager).getByText('3 / 3')).toBeInTheDocument();
  });

  it("says 'No jobs found' with one page and no pager", async () => {
    api = serveJobs(0);
    renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches them, and then searches without them', async () => {
    api = serveJobs(0);
    const { user, currentUrl } = renderWithProviders(<JobTabs />, {
      route: `${SEARCH}?keyword=rust&category=frontend&remote_type=hybrid`,
      language: 'en',
    });
    expect(await screen.findByText('No jobs found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl()).toBe(`${SEARCH}?keyword=rust`));
    await waitForQuery({ page: '1', page_size: '20', keyword: 'rust' });
    // Only the keyword is left: the empty state now offers every job.
    await user.click(await screen.findByRole('button', { name: 'Show all jobs' }));
    await waitFor(() => expect(currentUrl()).toBe(SEARCH));
  });

  it('on a narrow screen fades the edge where more tabs are hidden, and the start once scrolled', async () => {
    api = serveJobs();
    renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    const strip = screen.getByRole('tablist', { name: 'Job tools' });
    expect(strip).toHaveClass('snap-x');
    // A phone: the strip is wider than the screen.
    Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: 480 });
    Object.defineProperty(strip, 'clientWidth', { configurable: true, value: 343 });
    fireEvent.scroll(strip);
    expect(screen.getByTestId('tabs-more-end')).toHaveClass('opacity-100');
    expect(screen.getByTestId('tabs-more-start')).toHaveClass('opacity-0');

    strip.scrollLeft = 137;
    fireEvent.scroll(strip);
    expect(screen.getByTestId('tabs-more-end')).toHaveClass('opacity-0');
    expect(screen.getByTestId('tabs-more-start')).toHaveClass('opacity-100');
  });

  it('scrolls a linked tab into view on a phone, and then each tab chosen', async () => {
    api = serveJobs();
    const scrolled: string[] = [];
    // jsdom lays nothing out and has no scrollIntoView: the test records whom the strip asks.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.textContent ?? '');
    };
    try {
      const opened = renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
      await screen.findByRole('tab', { name: 'Search', selected: true });
      // The default tab, at the strip's start, is in view as the page opens.
      expect(scrolled).toEqual([]);
      await opened.user.click(screen.getByRole('tab', { name: 'Matching' }));
      await waitFor(() => expect(scrolled).toEqual(['Matching']));
      opened.unmount();

      scrolled.length = 0;
      renderWithProviders(<JobTabs />, { route: `${SEARCH}?tab=tracking`, language: 'en' });
      await waitFor(() => expect(scrolled).toEqual(['Tracking']));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('shows a spinner while the jobs load', async () => {
    api = fakeJobsApi({ [LIST]: () => new Promise(() => {}) });
    renderWithProviders(<JobTabs />, { route: SEARCH, language: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading jobs…');
  });

  it('tells what the tracking and matching tabs will do', async () => {
    api = serveJobs();
    const { user, currentUrl } = renderWithProviders(<JobTabs />, {
      route: SEARCH,
      language: 'zh',
    });
    await user.click(screen.getByRole('tab', { name: '投递跟踪' }));
    expect(await screen.findByText('投递跟踪即将上线')).toBeInTheDocument();
    expect(currentUrl()).toBe(`${SEARCH}?tab=tracking`);
    await user.click(screen.getByRole('tab', { name: '职位匹配' }));
    expect(await screen.findByText('AI 职位匹配即将上线')).toBeInTheDocument();
  });

  it('asks for pay in yuan per year in zh, shows it beside the listed pay with its rate, and follows the choice', async () => {
    localStorage.removeItem('yonder.pay');
    api = fakeJobsApi({
      [LIST]: (url) =>
        ok(
          searchResult([
            listJob({
              title: 'Euro job',
              salary_min: 60_000,
              salary_max: 80_000,
              currency: 'EUR',
              salary_converted: {
                currency: (url.searchParams.get('currency') ?? 'CNY') as 'CNY',
                period: 'year',
                min: 466_000,
                max: 622_000,
                rate_date: '2024-06-28',
                rate_source: 'ecb',
                rate_age_days: 22,
              },
              sources: [
                {
                  name: 'greenhouse',
                  url: 'https://boards.greenhouse.io/acme/jobs/1',
                  is_company_board: true,
                },
                {
                  name: 'remoteok',
                  url: 'https://remoteok.com/remote-jobs/1',
                  is_company_board: false,
                },
              ],
              repost_count: 1,
            }),
          ]),
        ),
    });
    renderWithProviders(<JobTabs />, { route: SEARCH, language: 'zh' });
    const card = (await screen.findAllByRole('article'))[0]!;
    const lastUrl = () => api.calls(LIST).at(-1)!;
    expect(lastUrl().searchParams.get('currency')).toBe('CNY');
    expect(lastUrl().searchParams.get('pay_period')).toBe('year');
    const converted = within(card).getByRole('button', { name: /≈ ¥46\.6万/ });
    expect(converted).toHaveAccessibleDescription('按欧洲央行 2024年6月28日 的参考汇率换算');
    expect(
      within(card).getByText('（汇率已 22 天未更新）'.slice(1, -1), { exact: false }),
    ).toBeInTheDocument();
    expect(within(card).getByText('发布于：Greenhouse（公司官网） · RemoteOK')).toBeInTheDocument();
    expect(within(card).getByText('已重新发布 1 次')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('combobox', { name: '币种' }), { target: { value: 'EUR' } });
    fireEvent.change(screen.getByRole('combobox', { name: '周期' }), {
      target: { value: 'month' },
    });
    await waitFor(() => expect(lastUrl().searchParams.get('pay_period')).toBe('month'));
    expect(lastUrl().searchParams.get('currency')).toBe('EUR');
    expect(JSON.parse(localStorage.getItem('yonder.pay')!)).toEqual({
      currency: 'EUR',
      period: 'month',
    });
    localStorage.removeItem('yonder.pay');
  });
});
