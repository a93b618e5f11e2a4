import { getDocumentProxy, getResolvedPDFJS } from 'unpdf';
import { ResumeParseError } from './errors.ts';
import { PDF_DATA_OPTIONS } from './pdf-data.ts';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * One run of text as pdf.js reports it, with its box in points (top measured from the page top)
 * and the font it is set in (pdf.js's name for it; empty for a run set in more than one).
 */
export type PdfItem = {
  text: string;
  x: number;
  right: number;
  top: number;
  fontSize: number;
  font: string;
};
export type PdfPage = { width: number; height: number; items: PdfItem[] };
export type PdfContent = { pages: PdfPage[]; links: string[] };

const PAGES_AT_ONCE = 4;

/** Paint operators of pdf.js's operator list that draw a raster image. */
const IMAGE_OPS = new Set([83, 84, 85, 86, 87, 88, 89]);

async function open(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js takes ownership of the buffer it gets: hand it a copy.
    return await getDocumentProxy(bytes.slice(), {
      ...PDF_DATA_OPTIONS,
      verbosity: 0,
      isEvalSupported: false,
      // A base font the PDF does not embed (Helvetica, Arial, Times) is read from its name and
      // widths, as a browser would with its own fonts: pdf.js then neither loads nor converts its
      // copy (Liberation Sans, 0.3 MB) just for the text. Symbol and ZapfDingbats are still read.
      useSystemFonts: true,
      disableFontFace: true,
      stopAtErrors: false,
    } as Parameters<typeof getDocumentProxy>[1]);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException')
      throw new ResumeParseError('encrypted', undefined, { cause: error });
    throw new ResumeParseError('malformed', (error as Error).message, { cause: error });
  }
}

/**
 * The next item carries on the previous one's run of text: same baseline and size, right after it.
 * Some generators draw every word on its own, with a tab and a no-break space between words: as
 * single words they look like columns, as runs they read as the lines they are.
 */
function continuesRun(previous: PdfItem, next: PdfItem): boolean {
  const size = previous.fontSize;
  const gap = next.x - previous.right;
  const blank = next.text.trim() === '' || previous.text.trim() === '';
  return (
    size > 0 &&
    Math.abs(next.top - previous.top) < 0.1 * size &&
    Math.abs(next.fontSize - size) < 0.05 * size &&
    gap > -0.2 * size &&
    gap < 0.8 * size &&
    (!blank || next.right - next.x <= 1.5 * size)
  );
}

function joinRun(previous: PdfItem, next: PdfItem): void {
  // A bold word inside a plain sentence makes the run one of mixed fonts.
  if (next.text.trim() && previous.font !== next.font)
    previous.font = previous.text.trim() ? '' : next.font;
  const gap = next.x - previous.right;
  const spaced =
    gap > 0.12 * previous.fontSize || /\s$/u.test(previous.text) || /^\s/u.test(next.text);
  previous.text = spaced
    ? `${previous.text.trimEnd()} ${next.text.trimStart()}`
    : previous.text + next.text;
  previous.right = Math.max(previous.right, next.right);
}

async function readPage(pdf: PdfDocument, number: number): Promise<PdfPage> {
  const page = await pdf.getPage(number);
  const { width, height } = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const items: PdfItem[] = [];
  for (const item of content.items) {
    if (!('str' in item) || item.str === '') continue;
    const [a, b, , d, e, f] = item.transform as number[];
    const fontSize = Math.hypot(a ?? 0, b ?? 0) || Math.abs(d ?? 0) || item.height;
    const next = {
      text: item.str,
      x: e ?? 0,
      right: (e ?? 0) + item.width,
      top: height - (f ?? 0),
      fontSize,
      font: item.fontName,
    };
    const previous = items.at(-1);
    if (previous && continuesRun(previous, next)) joinRun(previous, next);
    else items.push(next);
  }
  return { width, height, items };
}

/** The pages in order, a few at a time. */
async function readPages(pdf: PdfDocument): Promise<PdfPage[]> {
  const pages: PdfPage[] = [];
  for (let first = 1; first <= pdf.numPages; first += PAGES_AT_ONCE) {
    const numbers = Array.from(
      { length: Math.min(PAGES_AT_ONCE, pdf.numPages - first + 1) },
      (_, offset) => first + offset,
    );
    pages.push(...(await Promise.all(numbers.map((number) => readPage(pdf, number)))));
  }
  return pages;
}

/**
 * The web, mail and phone targets of the document's links, page by page. Asked by type: a page's
 * `getAnnotations` reads the page's text a second time, to give each link the text under it.
 */
async function readLinks(pdf: PdfDocument): Promise<string[]> {
  const { AnnotationType } = await getResolvedPDFJS();
  const annotations = ((await pdf.getAnnotationsByType(
    new Set([AnnotationType.LINK]),
    new Set(),
  )) ?? []) as { url?: unknown; pageIndex: number }[];
  return annotations
    .sort((a, b) => a.pageIndex - b.pageIndex)
    .map((annotation) => annotation.url)
    .filter(
      (url): url is string => typeof url === 'string' && /^(https?:|mailto:|tel:)/i.test(url),
    );
}

async function hasImages(pdf: PdfDocument): Promise<boolean> {
  for (let number = 1; number <= Math.min(pdf.numPages, 3); number += 1) {
    const operators = await (await pdf.getPage(number)).getOperatorList();
    if (operators.fnArray.some((op) => IMAGE_OPS.has(op))) return true;
  }
  return false;
}

/**
 * The text runs of every page with their positions, and the link targets of the annotations.
 * Throws `encrypted` for a PDF that needs a password to open, `malformed` for bytes pdf.js cannot
 * read, `scanned` for pages that only hold images, and `empty` for pages without any text.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await open(bytes);
  try {
    let pages: PdfPage[];
    let links: string[];
    try {
      // Both at once: pdf.js works on one while it waits for the other.
      [pages, links] = await Promise.all([readPages(pdf), readLinks(pdf)]);
    } catch (error) {
      throw new ResumeParseError('malformed', (error as Error).message, { cause: error });
    }
    const characters = pages.reduce(
      (sum, page) => sum + page.items.reduce((count, item) => count + item.text.trim().length, 0),
      0,
    );
    if (characters < 10) throw new ResumeParseError((await hasImages(pdf)) ? 'scanned' : 'empty');
    return { pages, links: [...new Set(links)] };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
