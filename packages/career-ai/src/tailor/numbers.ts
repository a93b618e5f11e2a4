const DIGITS: Record<string, number> = {
  零: 0,
  〇: 0,
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};
const UNITS: Record<string, number> = { 十: 10, 百: 100, 千: 1000 };
const LARGE: Record<string, number> = { 万: 10_000, 亿: 100_000_000 };

/** A run of Chinese numerals as its value: 八 8, 十二 12, 三百五十 350, 两万 20000. */
function chineseValue(run: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  for (const char of run) {
    if (char in DIGITS) digit = DIGITS[char]!;
    else if (char in UNITS) {
      section += (digit ?? 1) * UNITS[char]!;
      digit = null;
    } else if (char in LARGE) {
      total += (section + (digit ?? 0)) * LARGE[char]!;
      section = 0;
      digit = null;
    } else return null;
  }
  const value = total + section + (digit ?? 0);
  return Number.isFinite(value) ? value : null;
}

const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  thousand: 1000,
  million: 1_000_000,
};

/**
 * The numbers a text writes in words: Chinese numerals ("八年", "两万") and English number words
 * ("eight years", "a dozen" aside): a translation may write them as digits.
 */
export function numbersIn(text: string): number[] {
  const found: number[] = [];
  for (const match of text.matchAll(/[零〇一二两三四五六七八九十百千万亿]+/gu)) {
    const value = chineseValue(match[0]);
    if (value !== null && value > 0) found.push(value);
  }
  for (const match of text.matchAll(/\b[a-z]+\b/giu)) {
    const value = WORDS[match[0].toLowerCase()];
    if (value) found.push(value);
  }
  return found;
}
