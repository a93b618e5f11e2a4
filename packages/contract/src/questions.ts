// No imports: the extension's content script uses this and must not carry zod.

/**
 * A form question as the answer bank compares it: without case, width, marks, required stars or
 * extra spaces, so "Why Yonder?" and "why yonder (required)" are one question on the web, on the
 * server and in the extension alike.
 */
export function questionKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(required\)|\(optional\)|（必填）|（选填）|必填|选填/g, ' ')
    .replace(/[*✱:：?？!！。.,，、()（）[\]"'’‘“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
