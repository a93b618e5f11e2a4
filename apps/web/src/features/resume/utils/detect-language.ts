import type { Language } from '@yonder/contract/common';

const HAN = /\p{Script=Han}/gu;

/** A document is Chinese when a good share of its letters are Han characters. */
export function detectLanguage(text: string, fallback: Language): Language {
  const han = text.match(HAN)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  if (han === 0 && latin === 0) return fallback;
  return han * 3 >= latin ? 'zh' : 'en';
}
