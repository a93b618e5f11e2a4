/** Words of a title that say its level or nothing of the role. */
const NOISE = new Set([
  'senior',
  'sr',
  'junior',
  'jr',
  'lead',
  'staff',
  'principal',
  'intern',
  'head',
  'chief',
  'of',
  'and',
  'the',
  'a',
  'an',
  'for',
  'in',
  'at',
  'to',
  'i',
  'ii',
  'iii',
  'iv',
  'remote',
  'mid',
  'level',
  'associate',
  'entry',
  '&',
  '-',
  '/',
]);
const HAN_NOISE = /高级|资深|初级|中级|首席|实习生|实习|负责人|远程|兼职/g;

/**
 * The words of a title that name the role, lower case: Latin words with "front-end" and
 * "frontend" made one, and Chinese runs as their two-character windows (`前端工程师` → 前端, 端工,
 * 工程, 程师), so titles written either way compare by their shared parts.
 */
export function titleWords(title: string): string[] {
  const plain = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\b(front|back|full)[\s-]+(end|stack)\b/g, '$1$2')
    .replace(HAN_NOISE, ' ');
  const words: string[] = [];
  for (const match of plain.matchAll(/[a-z0-9+#.]+|\p{Script=Han}+/gu)) {
    const word = match[0].replace(/\.+$/, '');
    if (/\p{Script=Han}/u.test(word)) {
      if (word.length === 1) words.push(word);
      for (let i = 0; i + 2 <= word.length; i += 1) words.push(word.slice(i, i + 2));
    } else if (word && !NOISE.has(word)) words.push(word.replace(/s$/, ''));
  }
  return words;
}
