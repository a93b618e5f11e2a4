/** Every URL of the web app, written once. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** Any page with `?auth=forgot` opens the password reset form (the password notice mail links it). */
  resetPassword: { path: '/', getHref: () => '/?auth=forgot' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** The onboarding after the first sign-in (the dashboard of a new account opens it). */
  onboarding: { path: '/dashboard/welcome', getHref: () => '/dashboard/welcome' },
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
  /** The browser extension's install page: store link or the download with its steps. */
  extension: { path: '/extension', getHref: () => '/extension' },
  /** Where a signed-in user approves the extension (the extension opens it). */
  extensionConnect: { path: '/extension/connect', getHref: () => '/extension/connect' },
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
  /** Where the install buttons lead: the install page names the store or offers the download. */
  extensionInstall: paths.extension.getHref(),
} as const;
