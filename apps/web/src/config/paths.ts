/** Every URL of the web app, written once. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  jobSearch: { path: '/dashboard/job/job-search', getHref: () => '/dashboard/job/job-search' },
  jobDetail: {
    path: '/dashboard/job/job-search/:id',
    getHref: (id: string | number) => `/dashboard/job/job-search/${encodeURIComponent(String(id))}`,
  },
  resume: {
    path: '/dashboard/resume',
    /** `resume` opens that resume in the editor; `job` preselects that job for analysis. */
    getHref: ({ resume, job }: { resume?: string; job?: string } = {}) => {
      const query = new URLSearchParams();
      if (resume) query.set('resume', resume);
      if (job) query.set('job', job);
      return query.size ? `/dashboard/resume?${query}` : '/dashboard/resume';
    },
  },
  coverLetter: { path: '/dashboard/cover-letter', getHref: () => '/dashboard/cover-letter' },
  autoApply: { path: '/dashboard/auto-apply', getHref: () => '/dashboard/auto-apply' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  pricing: {
    path: '/pricing',
    /** `checkout`: after signing up, continue to Checkout for that period. */
    getHref: ({ checkout }: { checkout?: string } = {}) =>
      checkout ? `/pricing?checkout=${encodeURIComponent(checkout)}` : '/pricing',
  },
  /** Where Stripe Checkout returns (`?session_id=…`), and where it goes when the payer cancels. */
  paymentSuccess: { path: '/payment/success', getHref: () => '/payment/success' },
  paymentCancel: { path: '/payment/cancel', getHref: () => '/payment/cancel' },
  feedback: { path: '/feedback', getHref: () => '/feedback' },
  /** The operators' console (ADMIN_EMAILS only; the server checks every call). */
  admin: { path: '/admin', getHref: () => '/admin' },
  authCallback: { path: '/auth/callback', getHref: () => '/auth/callback' },
  /** Where an alert mail's unsubscribe link leads (`?token=…&lng=…`). */
  unsubscribed: { path: '/unsubscribed', getHref: () => '/unsubscribed' },
} as const;

export const EXTERNAL_LINKS = {
  extensionStore: 'https://chromewebstore.google.com/',
  /** Where the auto-apply page's install button leads; null until the extension is published. */
  extensionInstall: null as string | null,
} as const;
