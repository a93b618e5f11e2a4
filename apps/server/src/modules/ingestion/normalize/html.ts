import { decodeHTML } from 'entities/decode';
import { escapeText } from 'entities/escape';
import sanitizeHtml from 'sanitize-html';
import { decodeEntities, repairMojibake } from './text.ts';

const EMPTY_DROPPED = new Set([
  'div',
  'p',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
]);

/** What a job description keeps: structure and links, nothing that runs, tracks or styles. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'code',
    'pre',
    'hr',
  ],
  // `rel` and `target` are set by the transform below; the feed's own never survive it.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // These go with everything inside them; other unknown tags go but keep their text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'head',
    'title',
    'select',
    'button',
    'form',
    'canvas',
    'video',
    'audio',
  ],
  transformTags: {
    h1: 'h2',
    section: 'div',
    article: 'div',
    header: 'div',
    footer: 'div',
    main: 'div',
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href
        ? { href: attribs.href, rel: 'nofollow noopener noreferrer', target: '_blank' }
        : ({} as Record<string, string>),
    }),
  },
  // Empty paragraphs, items, headings and links (`<p><br></p>`) are dropped.
  exclusiveFilter: (frame) =>
    EMPTY_DROPPED.has(frame.tag) && !frame.text.replace(/[\s\u00a0]+/g, ''),
};

/** An entity escaped a second time (`&amp;amp;`, `&amp;#39;`): text must be escaped exactly once. */
const DOUBLE_ESCAPED = /&amp;((?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[\da-f]{1,6});)/gi;

const REAL_TAG = /<\/?[a-z][a-z0-9]*[\s/>]/i;
const ESCAPED_TAG = /&(?:amp;)*lt;\/?[a-z][a-z0-9]*(?:\s|&(?:amp;)*gt;|\/)/i;

/**
 * Undoes the escaping of a feed that sent its HTML as text (`&lt;p&gt;`), as often as it was done
 * (Greenhouse's content is escaped twice), so the markup is markup again and nothing more.
 */
export function unescapeMarkup(html: string): string {
  let text = html;
  for (let pass = 0; pass < 3 && !REAL_TAG.test(text) && ESCAPED_TAG.test(text); pass += 1) {
    text = decodeHTML(text);
  }
  return text;
}

/** Plain text as paragraphs and line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** RemoteOK's anti-spam instruction to applicants: not part of the job. */
const REMOTEOK_SPAM =
  /(<br\s*\/?>\s*)*Please mention the word \*\*[A-Z]+\*\* and tag [\w=+/]+ when applying[\s\S]*?see they're human\.?/i;

/** A feed's description as safe HTML: headings, paragraphs, lists and links; nothing else. */
export function sanitizeDescription(input: string, { plainText = false } = {}): string {
  if (!input) return '';
  const html = plainText ? textToHtml(decodeEntities(input)) : unescapeMarkup(input);
  const once = repairMojibake(html).replace(DOUBLE_ESCAPED, '&$1').replace(REMOTEOK_SPAM, '');
  const cleaned = sanitizeHtml(once, OPTIONS);
  return cleaned.replace(/(<br \/>\s*){3,}/g, '<br /><br />').trim();
}

/** HTML through the same allow-list as a description, and nothing else done to it. */
export const sanitizeMarkup = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * The text of sanitised HTML, one block per line: list items start with "• ", headings with
 * "## ", so the section reader can tell them apart.
 */
export function htmlToLines(html: string): string[] {
  const marked = html
    .replace(/<h[2-6]>/g, '\n## ')
    .replace(/<p>\s*<(strong|b)>([^<]{1,120})<\/\1>\s*<\/p>/g, '\n## $2\n')
    .replace(/<li>/g, '\n• ')
    .replace(
      /<br \/>|<\/(p|div|h[2-6]|li|ul|ol|blockquote|pre)>|<(p|div|ul|ol|hr \/|blockquote|pre)>/g,
      '\n',
    )
    .replace(/<[^>]+>/g, '');
  return decodeHTML(marked)
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

/** Sanitised HTML as one line of plain text. */
export function htmlToText(html: string): string {
  return htmlToLines(html).join('\n');
}
