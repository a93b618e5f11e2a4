import type { Font } from 'fontkit';
import type { ResumeFonts } from './fonts.ts';

type Doc = PDFKit.PDFDocument;
type Run = { isFallback: boolean; text: string };
type TextOptions = PDFKit.Mixins.TextOptions;

const FALLBACK_NAME = 'fallback';

/** The text cut where the primary font lacks a character that the fallback has. */
export function splitRuns(text: string, primary: Font, fallback: Font): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    const point = char.codePointAt(0)!;
    const isFallback = !primary.hasGlyphForCodePoint(point) && fallback.hasGlyphForCodePoint(point);
    const last = runs.at(-1);
    if (last && last.isFallback === isFallback) last.text += char;
    else runs.push({ isFallback, text: char });
  }
  return runs;
}

/**
 * Makes every `doc.text` draw a character the registered font lacks (a rare name, a Hong Kong
 * or Extension B character) in the fallback font, instead of an empty box: pdfkit has no font
 * fallback of its own, so the text is drawn as runs, continued on the same line.
 */
export function installFontFallback(doc: Doc, fonts: ResumeFonts) {
  doc.registerFont(FALLBACK_NAME, fonts.fallback as unknown as string);
  const byName: Record<string, Font> = { regular: fonts.regular, bold: fonts.bold };
  let current = 'regular';
  const setFont = doc.font.bind(doc);
  doc.font = ((name: string, ...rest: unknown[]) => {
    if (typeof name === 'string' && name in byName) current = name;
    return (setFont as (...args: unknown[]) => Doc)(name, ...rest);
  }) as Doc['font'];

  const drawText = doc.text.bind(doc) as (...args: unknown[]) => Doc;
  doc.text = ((text: unknown, ...args: unknown[]) => {
    const primary = byName[current];
    const runs =
      typeof text === 'string' && primary ? splitRuns(text, primary, fonts.fallback) : [];
    if (runs.length < 2 && !runs[0]?.isFallback) return drawText(text, ...args);
    // text(s, x, y, options) or text(s, options): the position goes with the first run only.
    const hasPosition = typeof args[0] === 'number';
    const position = hasPosition ? args.slice(0, 2) : [];
    const options = ((hasPosition ? args[2] : args[0]) ?? {}) as TextOptions;
    const name = current;
    runs.forEach((run, index) => {
      const isLast = index === runs.length - 1;
      setFont(run.isFallback ? FALLBACK_NAME : name);
      drawText(run.text, ...(index === 0 ? position : []), {
        ...options,
        continued: isLast ? options.continued : true,
      });
    });
    setFont(name);
    return doc;
  }) as Doc['text'];
}
