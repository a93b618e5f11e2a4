import type { DownloadedFile } from '#lib/api-client.ts';

/** Hands a downloaded file to the browser as a download, under the server's name or `fallback`. */
export function saveFile({ blob, fileName }: DownloadedFile, fallback: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName || fallback;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name from a resume title: no path or reserved characters. */
export const safeFileName = (title: string, extension: string) =>
  `${title.replace(/[\\/:*?"<>|\s]+/g, ' ').trim() || 'resume'}.${extension}`;
