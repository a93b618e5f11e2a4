import { useMemo } from 'react';
import { isHtml } from '@yonder/contract/job-text';
import { sanitizeHtml } from '../utils/sanitize-html';

const RICH_TEXT =
  'space-y-3 break-words [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:pl-5';

/** The description: the server's HTML through an allowlist, or plain text with its line breaks. */
export function JobDescription({ text }: { text: string }) {
  const html = useMemo(() => (isHtml(text) ? sanitizeHtml(text) : null), [text]);
  if (html === null) return <p className="break-words whitespace-pre-line">{text}</p>;
  return <div className={RICH_TEXT} dangerouslySetInnerHTML={{ __html: html }} />;
}
