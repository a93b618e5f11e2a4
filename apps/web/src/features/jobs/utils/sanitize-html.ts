import DOMPurify from 'dompurify';

/** Text structure and web links: nothing that can run, style the page or load anything. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'a',
  'span',
  'div',
  'hr',
];

// An instance of its own: the link hook below must not touch other uses of DOMPurify.
// Without a DOM (the API server rendering a job's page) DOMPurify cannot run: the server cleans
// the description with its own sanitiser before that rendering (apps/server/src/plugins/job-pages.ts).
const purifier = DOMPurify();
if (purifier.isSupported) {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
}

/**
 * A job description as safe HTML. The server stores sanitised HTML already; DOMPurify with this
 * allow-list keeps the page safe whatever a feed sent. The page has its own h1, so a
 * description's h1 becomes a sub-heading.
 */
export function sanitizeHtml(html: string): string {
  const headed = html.replace(/<(\/?)h1\b/gi, '<$1h2');
  if (!purifier.isSupported) return headed;
  return purifier.sanitize(headed, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^https?:\/\//i,
  });
}
