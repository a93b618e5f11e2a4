import { SOURCE_NAMES, SOURCE_TARGETS, type SourceName } from '../types.ts';

export type ScheduledTarget = { target: string | null; companyName: string | null };
export type JobSourceSchedule = {
  source: SourceName;
  targets: ScheduledTarget[];
  intervalMs: number;
};
export type SourceBaseUrls = Partial<Record<SourceName, string>>;

export const DEFAULT_INTERVAL_MS = 6 * 60 * 60 * 1000;
const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function isSource(name: string): name is SourceName {
  return (SOURCE_NAMES as readonly string[]).includes(name);
}

function parseTarget(raw: string): ScheduledTarget {
  const [target = '', companyName] = raw.split('=').map((part) => part.trim());
  return { target, companyName: companyName || null };
}

/**
 * `JOB_SOURCES`: entries separated by `;` or new lines, each `source[:targets][@interval]`.
 * Targets are comma-separated board tokens or company names (`greenhouse:stripe,figma`), each
 * optionally `token=Company Name`; for `jsonld` they are page URLs. The interval is a number and
 * a unit (`30m`, `6h`, `1d`); six hours when left out. Answers the schedules, or the problems.
 */
export function parseJobSources(value: string): {
  schedules: JobSourceSchedule[];
  issues: string[];
} {
  const schedules: JobSourceSchedule[] = [];
  const issues: string[] = [];
  for (const entry of value
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const interval = /@(\d+)\s*([smhd])$/i.exec(entry);
    const body = interval ? entry.slice(0, interval.index).trim() : entry;
    const colon = body.indexOf(':');
    const name = (colon === -1 ? body : body.slice(0, colon)).trim().toLowerCase();
    if (!isSource(name)) {
      issues.push(`"${entry}": unknown source "${name}" (one of ${SOURCE_NAMES.join(', ')})`);
      continue;
    }
    const rawTargets =
      colon === -1
        ? []
        : body
            .slice(colon + 1)
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean);
    const kind = SOURCE_TARGETS[name];
    if (kind !== 'none' && rawTargets.length === 0) {
      issues.push(
        `"${entry}": ${name} needs ${kind === 'url' ? 'page URLs' : 'board tokens or company names'} after "${name}:"`,
      );
      continue;
    }
    if (kind === 'url' && rawTargets.some((url) => !URL.canParse(url))) {
      issues.push(`"${entry}": every target must be a URL`);
      continue;
    }
    const intervalMs = interval
      ? Number(interval[1]) * UNITS[interval[2]!.toLowerCase()]!
      : DEFAULT_INTERVAL_MS;
    if (intervalMs < 1000) {
      issues.push(`"${entry}": the interval must be at least 1s`);
      continue;
    }
    const targets =
      kind === 'none'
        ? [{ target: null, companyName: null }]
        : kind === 'url'
          ? rawTargets.map((url) => ({ target: url, companyName: null }))
          : rawTargets.map(parseTarget);
    schedules.push({ source: name, targets, intervalMs });
  }
  return { schedules, issues };
}

/** `JOB_SOURCE_URLS`: `source=https://base` pairs separated by commas, for mirrors and tests. */
export function parseSourceBaseUrls(value: string): { baseUrls: SourceBaseUrls; issues: string[] } {
  const baseUrls: SourceBaseUrls = {};
  const issues: string[] = [];
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
    if (!isSource(name)) issues.push(`"${pair}": unknown source "${name}"`);
    else if (!/^https?:\/\//.test(url) || !URL.canParse(url))
      issues.push(`"${pair}": not an http(s) URL`);
    else baseUrls[name] = url.replace(/\/+$/, '');
  }
  return { baseUrls, issues };
}
