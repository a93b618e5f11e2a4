/** Runs of Latin letters, digits and the marks skills are spelled with (`c++`, `c#`, `node.js`, `fp&a`). */
const TOKEN = /[A-Za-z0-9\u00c0-\u024f\u1e00-\u1eff+#&.]+/g;
const HAN = /\p{Script=Han}/u;

/** A word, its lower-case form and where it starts in the (NFKC-normalised) text. */
export type Token = { text: string; lower: string; at: number };

/** The words of a text as skills are matched against them; other characters separate words. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // NFKC turns full-width letters and digits into plain ones; ASCII text needs no pass.
  const plain = /[\u0080-\uffff]/.test(text) ? text.normalize('NFKC') : text;
  for (const match of plain.matchAll(TOKEN)) {
    // A trailing full stop ends a sentence; a single leading one belongs to the word (`.NET`).
    const word = match[0].replace(/\.+$/, '').replace(/^\.{2,}/, '');
    if (word && word !== '.') {
      tokens.push({ text: word, lower: word.toLowerCase(), at: match.index });
    }
  }
  return tokens;
}

/** A form's words joined by one space: `CI/CD`, `ci-cd` and `CI CD` share the key `ci cd`. */
export function tokenKey(text: string): string {
  return tokenize(text)
    .map((token) => token.lower)
    .join(' ');
}

export function hasHan(text: string): boolean {
  return HAN.test(text);
}
