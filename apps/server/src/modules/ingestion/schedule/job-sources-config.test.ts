import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env.ts';
import { parseJobSources, parseSourceBaseUrls } from './job-sources-config.ts';

describe('JOB_SOURCES', () => {
  it('reads sources, board tokens with company names, page URLs and intervals', () => {
    const { schedules, issues } = parseJobSources(
      'remoteok@6h; greenhouse:stripe, figma=Figma Inc@30m\njsonld:https://jobs.example/a?x=1,https://jobs.example/b@1d; lever:leverdemo',
    );
    expect(issues).toEqual([]);
    expect(schedules).toEqual([
      {
        source: 'remoteok',
        targets: [{ target: null, companyName: null }],
        intervalMs: 6 * 3_600_000,
      },
      {
        source: 'greenhouse',
        targets: [
          { target: 'stripe', companyName: null },
          { target: 'figma', companyName: 'Figma Inc' },
        ],
        intervalMs: 30 * 60_000,
      },
      {
        source: 'jsonld',
        targets: [
          { target: 'https://jobs.example/a?x=1', companyName: null },
          { target: 'https://jobs.example/b', companyName: null },
        ],
        intervalMs: 86_400_000,
      },
      {
        source: 'lever',
        targets: [{ target: 'leverdemo', companyName: null }],
        intervalMs: 6 * 3_600_000,
      },
    ]);
  });

  it('stops the start with every bad entry named', () => {
    expect(() =>
      loadConfig({
        JOB_SOURCES: 'monster@1h; greenhouse@1h; jsonld:not-a-url; remoteok@0s',
        JOB_SOURCE_URLS: 'lever=ftp://x',
      }),
    ).toThrow(
      [
        'JOB_SOURCES: "monster@1h": unknown source "monster"',
        'JOB_SOURCES: "greenhouse@1h": greenhouse needs board tokens or company names after "greenhouse:"',
        'JOB_SOURCES: "jsonld:not-a-url": every target must be a URL',
        'JOB_SOURCES: "remoteok@0s": the interval must be at least 1s',
        'JOB_SOURCE_URLS: "lever=ftp://x": not an http(s) URL',
      ]
        .map((line) => `  - ${line}`)
        .join('\n')
        .replace(
          /"monster"/,
          '"monster" (one of remoteok, remotive, weworkremotely, himalayas, arbeitnow, greenhouse, lever, ashby, jsonld)',
        ),
    );
  });

  it('is empty by default: no feed is imported unless asked', () => {
    expect(loadConfig({}).ingestion).toEqual({ schedules: [], baseUrls: {} });
    expect(
      parseSourceBaseUrls('remoteok=http://127.0.0.1:9000/, greenhouse=https://mirror.example')
        .baseUrls,
    ).toEqual({
      remoteok: 'http://127.0.0.1:9000',
      greenhouse: 'https://mirror.example',
    });
  });
});
