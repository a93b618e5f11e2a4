import path from 'node:path';
import { parseArgs } from 'node:util';
import { SOURCE_NAMES, SOURCE_TARGETS, type SourceName } from './types.ts';

export const USAGE =
  'Usage: npm run jobs:import -- --source <name> (--file <path> | --url <url> | --target <board>)\n' +
  `  --source S    one of ${SOURCE_NAMES.join(', ')}\n` +
  '  --file P      a saved copy of the feed (or of the page, for jsonld)\n' +
  '  --url U       the feed (or page) to fetch\n' +
  '  --target T    the board token or company name (greenhouse, lever, ashby); read from --url\n' +
  '                when it names one. Without --file or --url the public feed of the target is read\n' +
  '  --company C   the company name, for boards whose feed does not say it (lever, ashby)';

export class UsageError extends Error {}

export type CliImport = {
  source: SourceName;
  target: string | null;
  companyName: string | null;
  origin?: { file: string } | { url: string };
};

/** The board a feed URL names: `/v1/boards/acme/jobs` is Greenhouse board `acme`. */
const TARGET_IN_URL: Partial<Record<SourceName, RegExp>> = {
  greenhouse: /\/boards\/([^/?#]+)\/jobs/,
  lever: /\/postings\/([^/?#]+)/,
  ashby: /\/job-board\/([^/?#]+)/,
};

/** Reads the command line of `jobs:import`; a mistake is a UsageError saying what is wrong. */
export function parseImportArgs(args: string[]): CliImport | 'help' {
  const { values } = parseArgs({
    args,
    options: {
      source: { type: 'string' },
      file: { type: 'string' },
      url: { type: 'string' },
      target: { type: 'string' },
      company: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const source = values.source?.toLowerCase();
  if (!source || !(SOURCE_NAMES as readonly string[]).includes(source))
    throw new UsageError(`--source must be one of ${SOURCE_NAMES.join(', ')}`);
  const name = source as SourceName;
  if (values.file && values.url) throw new UsageError('give --file or --url, not both');
  if (values.url && !/^https?:\/\//.test(values.url))
    throw new UsageError('--url must be an http(s) URL');
  const kind = SOURCE_TARGETS[name];
  const fromUrl = values.url
    ? TARGET_IN_URL[name]?.exec(new URL(values.url).pathname)?.[1]
    : undefined;
  let target = values.target ?? (fromUrl ? decodeURIComponent(fromUrl) : null);
  if (kind === 'url')
    target ??= values.url ?? (values.file ? `file:${path.basename(values.file)}` : null);
  if (kind === 'none' && target) throw new UsageError(`${name} has no boards: leave out --target`);
  if (kind !== 'none' && !target)
    throw new UsageError(
      kind === 'url' ? '--url (or --file) is needed for jsonld' : `--target is needed for ${name}`,
    );
  return {
    source: name,
    target,
    companyName: values.company ?? null,
    ...(values.file
      ? { origin: { file: path.resolve(values.file) } }
      : values.url
        ? { origin: { url: values.url } }
        : {}),
  };
}
