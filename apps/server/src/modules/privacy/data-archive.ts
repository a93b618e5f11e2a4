import { strToU8, zipSync, type Zippable } from 'fflate';

export type ArchiveFile = { path: string; content: Uint8Array };

/**
 * A file name as the archive may carry it: one path segment, no control characters, at most 120
 * characters; an empty one becomes `fallback`.
 */
export function safeFileName(name: string | null, fallback: string): string {
  const cleaned = (name ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f/\\]+/g, '_')
    .replace(/^\.+/, '')
    .trim()
    .slice(-120);
  return cleaned || fallback;
}

/**
 * The "download all my data" archive: a zip with `data.json` (the user's rows, one key per kind)
 * and the original files beside it. JSON is deflated; the files (PDF, DOCX: compressed already)
 * are stored as they are.
 */
export function buildDataArchive({
  data,
  files,
  modifiedAt,
}: {
  data: Record<string, unknown>;
  files: ArchiveFile[];
  modifiedAt: Date;
}): Uint8Array {
  const entries: Zippable = {
    'data.json': [strToU8(`${JSON.stringify(data, null, 2)}\n`), { level: 6 }],
  };
  for (const file of files) entries[file.path] = [file.content, { level: 0 }];
  return zipSync(entries, { mtime: modifiedAt });
}
