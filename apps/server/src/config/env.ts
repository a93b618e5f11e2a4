import path from 'node:path';
import { z } from 'zod';
import { parseAddressRanges, type AddressRange } from '../lib/address-list.ts';
import { SERVER_ROOT } from '../lib/server-root.ts';
import { ECB_DAILY_URL } from '../modules/exchange-rates/ecb.ts';
import {
  parseJobSources,
  parseSourceBaseUrls,
  type JobSourceSchedule,
  type SourceBaseUrls,
} from '../modules/ingestion/schedule/job-sources-config.ts';

const emailList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO_JOBS: z.coerce.number().int().min(0).max(400_000).default(5000),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SUPPORT_EMAIL: z.email().default('support@yonder.work'),
  /** The extension's store listing; without it the install page offers the built extension. */
  EXTENSION_STORE_URL: z
    .url({ protocol: /^https$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_EMAILS: emailList,
  JWT_SECRET: optionalText.pipe(z.string().min(32).optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: z.string().min(3).default('Yonder <no-reply@yonder.work>'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: z.string().min(1).default('yonder:'),
  SEARCH_COUNT_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  SEARCH_FRESHNESS_MS: z.coerce.number().int().min(0).max(60_000).default(100),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  SEARCH_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(3000),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | string | ((address: string, hop: number) => boolean) => {
      if (value === 'true' || value === 'false') return value === 'true';
      // A hop count: believe that many proxies in front of this server.
      if (/^\d+$/.test(value)) return (_address: string, hop: number) => hop < Number(value);
      return value;
    }),
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const { ranges, issues } = parseAddressRanges(value);
      for (const message of issues) ctx.addIssue({ code: 'custom', message });
      return ranges;
    }),
  APPLICATION_FETCH_ALLOW_PRIVATE: z
    .string()
    .default('')
    .transform((value, ctx) => {
      // `true`: every address (tests only); otherwise addresses and CIDR ranges.
      if (value.trim() === 'true') value = '0.0.0.0/0,::/0';
      if (value.trim() === 'false') value = '';
      const { ranges, issues } = parseAddressRanges(value);
      for (const message of issues) ctx.addIssue({ code: 'custom', message });
      return ranges;
    }),
  APPLICATION_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  APPLICATION_FETCH_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(20 * 1024 * 1024)
    .default(2 * 1024 * 1024),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  RESUME_AI_FILL: z.enum(['on', 'off']).default('on'),
  RESUME_AI_FILL_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  RESUME_PARSE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  RESUME_PARSE_WORKERS: z.coerce.number().int().min(1).max(4).default(1),
  RESUME_PARSE_QUEUE: z.coerce.number().int().min(1).max(1000).default(20),
  PDF_EXPORT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  PDF_EXPORT_WORKERS: z.coerce.number().int().min(1).max(4).default(1),
  PDF_EXPORT_QUEUE: z.coerce.number().int().min(1).max(1000).default(20),
  DATA_EXPORT_LINK_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  QUEUE_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  QUEUE_STOP_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  PLAN_REMINDERS_CRON: z
    .string()
    .trim()
    .default('30 * * * *')
    .refine((value) => /^(\S+\s+){4}\S+$/.test(value), 'a cron expression of five fields'),
  SAVED_SEARCH_ALERTS_CRON: z
    .string()
    .trim()
    .default('15 * * * *')
    .refine((value) => /^(\S+\s+){4}\S+$/.test(value), 'a cron expression of five fields'),
  NEXT_STEPS_MAIL_CRON: z
    .string()
    .trim()
    .default('5 * * * *')
    .refine((value) => /^(\S+\s+){4}\S+$/.test(value), 'a cron expression of five fields'),
  EXCHANGE_RATES_CRON: z
    .string()
    .trim()
    .default('0 16 * * *')
    .refine((value) => /^(\S+\s+){4}\S+$/.test(value), 'a cron expression of five fields'),
  EXCHANGE_RATES_URL: z
    .string()
    .trim()
    .default(ECB_DAILY_URL)
    .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/ })])),
  JOB_SOURCES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const { schedules, issues } = parseJobSources(value);
      for (const message of issues) ctx.addIssue({ code: 'custom', message });
      return schedules;
    }),
  JOB_SOURCE_URLS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const { baseUrls, issues } = parseSourceBaseUrls(value);
      for (const message of issues) ctx.addIssue({ code: 'custom', message });
      return baseUrls;
    }),
});

/** Rules that tie keys together: production must not fall back to development conveniences. */
function productionIssues(source: Record<string, string | undefined>): string[] {
  if (source.NODE_ENV !== 'production') return [];
  const issues: string[] = [];
  if (!source.JWT_SECRET?.trim())
    issues.push('JWT_SECRET: required in production (at least 32 characters)');
  if (!source.SMTP_URL?.trim())
    issues.push(
      'SMTP_URL: required in production, or sign-up and reset codes could never be mailed',
    );
  if (source.APPLICATION_FETCH_ALLOW_PRIVATE?.trim() === 'true')
    issues.push(
      "APPLICATION_FETCH_ALLOW_PRIVATE: `true` lets users read the server's own network; list addresses instead",
    );
  return issues;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo jobs added at start when the jobs table is empty; 0 adds none. */
  demoJobs: number;
  publicUrl: string;
  logLevel: string;
  webDistDir: string;
  supportEmail: string;
  extensionStoreUrl: string | null;
  adminEmails: string[];
  /** Unset outside production: the auth plugin then keeps a generated one in DATA_DIR. */
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  redisUrl: string | undefined;
  redisPrefix: string;
  /** How long a search's facet counts are reused; 0 counts every time. */
  searchCountCacheSeconds: number;
  /**
   * How often each instance reads the catalogue's change counter for its search index; 0 reads it
   * before every search.
   */
  searchFreshnessMs: number;
  /** Searches and job pages each client address may ask for per minute. */
  searchRateLimitPerMinute: number;
  /** Each search statement's time limit; past it the search answers 503. */
  searchStatementTimeoutMs: number;
  /** Whom to believe for the client's address (X-Forwarded-For): false, true, a hop count or addresses. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Who may read `/metrics` (checked against the client's address); empty: nobody. */
  metricsAllow: AddressRange[];
  /** Any OpenAI-compatible chat-completions service; AI features that need one are off without `baseUrl`. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    maxRetries: number;
  };
  /**
   * Uploaded resumes are parsed, and PDFs drawn, in worker threads: each task within its time
   * limit, at most `…Queue` more waiting.
   */
  resumes: {
    /**
     * Whether an upload's text also goes to the AI provider (when one is configured) to fill what
     * the rules missed, and how long an upload waits for it.
     */
    aiFill: boolean;
    aiFillTimeoutMs: number;
    parseTimeoutMs: number;
    parseWorkers: number;
    parseQueue: number;
    exportTimeoutMs: number;
    exportWorkers: number;
    exportQueue: number;
  };
  /**
   * The job queue (pg-boss): how often an idle worker asks for work, the first wait after a failed
   * attempt (doubled on each failure after it), and how long a stop waits for running jobs.
   */
  queue: { pollSeconds: number; retrySeconds: number; stopTimeoutMs: number };
  /** "Download all my data": how many days the mailed link (and the archive) lasts. */
  privacy: { exportLinkDays: number };
  /** When the saved-search alerts look for due searches (cron, UTC; once per run across instances). */
  savedSearchAlertsCron: string;
  /**
   * When the daily next-steps mail looks for people to mail (cron, UTC; once per run across
   * instances): each is mailed at the first run from 08:00 of their own day.
   */
  nextStepsMailCron: string;
  /**
   * Reading an outside job's page for the tracker: the time and size limits, and the private,
   * loopback or link-local addresses that may still be read (none unless the operator says so).
   */
  applicationFetch: { timeoutMs: number; maxBytes: number; allowPrivate: AddressRange[] };
  /**
   * Stripe Checkout: payments are off without `secretKey` and `webhookSecret`. `apiBase` points the
   * SDK at another server that speaks Stripe's API (tests).
   */
  stripe: {
    secretKey: string | undefined;
    webhookSecret: string | undefined;
    apiBase: string | undefined;
  };
  /** When the plan-expiry mails are looked for (cron, UTC; once per run across instances). */
  planRemindersCron: string;
  /**
   * The daily reference rates salaries are converted with: where they are read (the ECB's
   * eurofxref-daily.xml format; empty: never fetched, the stored or built-in rates stay) and when
   * (cron, UTC; once per run across instances).
   */
  exchangeRates: { url: string; cron: string };
  /** Scheduled feed imports (JOB_SOURCES) and the feeds' base URLs when not the public ones. */
  ingestion: { schedules: JobSourceSchedule[]; baseUrls: SourceBaseUrls };
};

export class ConfigError extends Error {
  readonly issues: string[];

  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');

/**
 * A deployment shows real jobs, never invented ones: in production no demo catalogue is added, and
 * the public boards are synced unless `JOB_SOURCES` says otherwise (empty: none).
 */
export const PRODUCTION_JOB_SOURCES =
  'remoteok@6h; remotive@6h; weworkremotely@6h; himalayas@6h; arbeitnow@6h';

/** Parses the environment once; a bad value stops the start with every bad key listed. */
export function loadConfig(given: Record<string, string | undefined> = process.env): Config {
  const source =
    given.NODE_ENV === 'production'
      ? { DEMO_JOBS: '0', JOB_SOURCES: PRODUCTION_JOB_SOURCES, ...given }
      : given;
  const parsed = envSchema.safeParse(source);
  const issues = [
    ...(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...productionIssues(source),
  ];
  if (!parsed.success || issues.length > 0) throw new ConfigError(issues);
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    demoJobs: env.DEMO_JOBS,
    publicUrl: (
      env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${env.PORT}`
    ).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST),
    supportEmail: env.SUPPORT_EMAIL,
    extensionStoreUrl: env.EXTENSION_STORE_URL ?? null,
    adminEmails: env.ADMIN_EMAILS,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    oidc: {
      issuer: env.OIDC_ISSUER,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
    },
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    searchCountCacheSeconds: env.SEARCH_COUNT_CACHE_SECONDS,
    searchFreshnessMs: env.SEARCH_FRESHNESS_MS,
    searchRateLimitPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE,
    searchStatementTimeoutMs: env.SEARCH_STATEMENT_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    metricsAllow: env.METRICS_ALLOW,
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/$/, ''),
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL ?? 'gpt-4o-mini',
      timeoutMs: env.AI_TIMEOUT_MS,
      maxRetries: env.AI_MAX_RETRIES,
    },
    resumes: {
      aiFill: env.RESUME_AI_FILL === 'on',
      aiFillTimeoutMs: env.RESUME_AI_FILL_TIMEOUT_MS,
      parseTimeoutMs: env.RESUME_PARSE_TIMEOUT_MS,
      parseWorkers: env.RESUME_PARSE_WORKERS,
      parseQueue: env.RESUME_PARSE_QUEUE,
      exportTimeoutMs: env.PDF_EXPORT_TIMEOUT_MS,
      exportWorkers: env.PDF_EXPORT_WORKERS,
      exportQueue: env.PDF_EXPORT_QUEUE,
    },
    queue: {
      pollSeconds: env.QUEUE_POLL_SECONDS,
      retrySeconds: env.QUEUE_RETRY_SECONDS,
      stopTimeoutMs: env.QUEUE_STOP_TIMEOUT_MS,
    },
    privacy: { exportLinkDays: env.DATA_EXPORT_LINK_DAYS },
    savedSearchAlertsCron: env.SAVED_SEARCH_ALERTS_CRON,
    nextStepsMailCron: env.NEXT_STEPS_MAIL_CRON,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    },
    planRemindersCron: env.PLAN_REMINDERS_CRON,
    exchangeRates: { url: env.EXCHANGE_RATES_URL, cron: env.EXCHANGE_RATES_CRON },
    ingestion: { schedules: env.JOB_SOURCES, baseUrls: env.JOB_SOURCE_URLS },
    applicationFetch: {
      timeoutMs: env.APPLICATION_FETCH_TIMEOUT_MS,
      maxBytes: env.APPLICATION_FETCH_MAX_BYTES,
      allowPrivate: env.APPLICATION_FETCH_ALLOW_PRIVATE,
    },
  };
}
