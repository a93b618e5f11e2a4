import { parseLocation } from './contact.ts';
import { isDuration, isOnlyDates } from './dates.ts';
import { isPlace } from './lexicon.ts';
import type { PdfItem, PdfPage } from './pdf-read.ts';

/**
 * What `parseLocation` reads beyond a place name needs a comma, a label's colon, a Chinese city
 * or a street number: a text without any is no location unless it is a place, and the costly
 * reading is skipped (it is asked of every run of text on every page).
 */
const MAYBE_LOCATION = /[,:：\p{Script=Han}]|^\s*\d/u;

/** Right-aligned dates, stays and places beside one column of entries make no column of their own. */
const isAside = (text: string) =>
  isOnlyDates(text) ||
  isDuration(text) ||
  (text.length <= 40 &&
    (isPlace(text) || (MAYBE_LOCATION.test(text) && parseLocation(text) !== null)));
const weight = (item: PdfItem) => (isAside(item.text) ? 0 : item.text.trim().length);

/**
 * The x of the gutter between two text columns (a sidebar layout), or null for a one-column page.
 * A gutter is a vertical band that almost no text crosses (a full-width header may), with real
 * text on both sides: a column of dates beside the entries or right-aligned dates do not count.
 */
export function findGutter(page: PdfPage): number | null {
  const items = page.items
    .filter((item) => item.text.trim() !== '' && item.right > item.x)
    .map((item) => ({
      x: item.x,
      right: item.right,
      row: Math.round(item.top),
      weight: weight(item),
      size: item.text.trim().length,
    }));
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  if (total < 200) return null;
  const maxCrossing = total * 0.08;
  let best: { x: number; crossing: number } | null = null;
  for (let x = page.width * 0.22; x <= page.width * 0.78; x += 2) {
    // Most bands are crossed by running text: they are out as soon as too much crosses them.
    let crossing = 0;
    for (const item of items) {
      if (item.x < x - 1 && item.right > x + 1) {
        crossing += item.size;
        if (crossing > maxCrossing) break;
      }
    }
    if (crossing > maxCrossing || (best && crossing >= best.crossing)) continue;
    let left = 0;
    let right = 0;
    const leftRows = new Set<number>();
    const rightRows = new Set<number>();
    for (const item of items) {
      if (item.x < x - 1 && item.right > x + 1) continue;
      if (item.right <= x + 1) {
        left += item.weight;
        if (item.weight > 0) leftRows.add(item.row);
      } else {
        right += item.weight;
        if (item.weight > 0) rightRows.add(item.row);
      }
    }
    const isColumnar =
      left >= total * 0.1 && right >= total * 0.1 && leftRows.size >= 5 && rightRows.size >= 5;
    if (isColumnar) best = { x, crossing };
  }
  return best?.x ?? null;
}

/**
 * The page's items in reading order groups: full-width text above the columns, the left column,
 * the right column, then full-width text below. One group for a one-column page.
 */
export function splitColumns(page: PdfPage): PdfItem[][] {
  const gutter = findGutter(page);
  if (gutter === null) return [page.items];
  const left: PdfItem[] = [];
  const right: PdfItem[] = [];
  const spanning: PdfItem[] = [];
  for (const item of page.items) {
    if (item.x < gutter - 1 && item.right > gutter + 1) spanning.push(item);
    else if (item.right <= gutter + 1) left.push(item);
    else right.push(item);
  }
  const columnTop = Math.min(
    ...[...left, ...right].filter((item) => item.text.trim()).map((item) => item.top),
  );
  return [
    spanning.filter((item) => item.top < columnTop),
    left,
    right,
    spanning.filter((item) => item.top >= columnTop),
  ].filter((group) => group.length > 0);
}
