/** Chinese when Chinese characters carry a real share of the text, else English. */
export function detectLanguage(text: string): 'zh' | 'en' {
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latinWords = text.match(/\p{Script=Latin}+/gu)?.length ?? 0;
  return han >= 10 && han >= latinWords * 0.5 ? 'zh' : 'en';
}
