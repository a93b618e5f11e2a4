import { questionKey } from '@yonder/contract/questions';

/** Label and option texts compared without case, marks, required stars or extra spaces. */
export const normalise = questionKey;

const CJK = /[\u3400-\u9fff]/g;

/** Words in a label: Latin words plus one per two Chinese characters (a rough reading length). */
export function wordCount(text: string): number {
  const cjk = (text.match(CJK) ?? []).length;
  const latin = text.replace(CJK, ' ').split(/\s+/).filter(Boolean).length;
  return latin + Math.ceil(cjk / 2);
}

/** True when `phrase` occurs in `text` as whole words (never "male" inside "female"). */
export function hasPhrase(text: string, phrase: string): boolean {
  if (!phrase) return false;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Chinese has no spaces between words: a Chinese phrase matches anywhere.
  if (/[\u3400-\u9fff]/.test(phrase)) return text.includes(phrase);
  return new RegExp(`(^|[^\\p{L}\\p{N}+-])${escaped}($|[^\\p{L}\\p{N}-])`, 'u').test(text);
}
