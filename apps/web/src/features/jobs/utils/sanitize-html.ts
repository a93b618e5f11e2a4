const ALLOWED_TAGS = new Set([
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
]);
/** Elements whose content is dropped with them, not kept as text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const HEADING_TAGS = new Set(['h1']);

function cleanChildren(source: Node, target: Node, document: Document) {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(document.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    // The page has its own h1: a description's h1 becomes a sub-heading.
    const name = HEADING_TAGS.has(tag) ? 'h2' : tag;
    if (!ALLOWED_TAGS.has(name)) {
      cleanChildren(element, target, document);
      continue;
    }
    const clean = document.createElement(name);
    if (name === 'a') {
      const href = element.getAttribute('href')?.trim() ?? '';
      if (/^https?:\/\//i.test(href)) {
        clean.setAttribute('href', href);
        clean.setAttribute('target', '_blank');
        clean.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    }
    cleanChildren(element, clean, document);
    target.appendChild(clean);
  }
}

/**
 * A job description as safe HTML. The server stores sanitised HTML already; this allowlist
 * (text structure and web links, no attributes otherwise) keeps the page safe whatever a feed sent.
 */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const container = parsed.createElement('div');
  cleanChildren(parsed.body, container, parsed);
  return container.innerHTML;
}

/** Whether a description is HTML, or plain text whose line breaks must be kept. */
export const isHtml = (text: string) => /<\/?[a-z][\s\S]*?>/i.test(text);
