export type Sections = { requirements: string[]; responsibilities: string[]; benefits: string[] };
type SectionName = keyof Sections | 'ignored';

/** Heading words, checked in order: "Nice to have" is not a requirement, "Preferred qualifications" is one. */
const HEADINGS: [SectionName, RegExp][] = [
  ['ignored', /nice[- ]to[- ]have|bonus|extra credit|plus if|加分|优先/i],
  [
    'benefits',
    /benefit|perks|what we offer|we offer|why (join|work)|compensation|what you(['’]ll| will) get|in return|福利|待遇|我们提供/i,
  ],
  [
    'responsibilities',
    /responsibilit|what you(['’]ll| will) do|your (role|impact|mission)|the role|duties|day[- ]to[- ]day|typical day|what you(['’]ll| will) be doing|in this role|职责|工作内容|岗位描述/i,
  ],
  [
    'requirements',
    /requirement|qualification|about you|who you are|you (have|bring|are)|what (we['’]re|we are) looking for|what you(['’]ll| will)? need|must[- ]have|skills|experience|任职|要求|资格|我们希望/i,
  ],
];

const BULLET = /^(?:[•●○◦▪■‣∙·*✓✔➤►\-–—]|\d{1,2}[.、)）]|[（(]\d{1,2}[)）]|[①-⑳])\s*/u;
const MAX_ITEMS = 30;
const MAX_ITEM_LENGTH = 500;

function headingOf(line: string): string | null {
  if (line.startsWith('## ')) return line.slice(3);
  // A short line that ends with a colon, or a known heading standing alone.
  const plain = line.replace(/[:：]\s*$/, '');
  if (plain.length <= 60 && (plain !== line || HEADINGS.some(([, rule]) => rule.test(plain))))
    if (!BULLET.test(line) && plain.split(/\s+/).length <= 8) return plain;
  return null;
}

function sectionOf(heading: string): SectionName | null {
  for (const [name, rule] of HEADINGS) if (rule.test(heading)) return name;
  return null;
}

/**
 * The requirements, responsibilities and benefits a description lists under its headings
 * ("Requirements", "What you'll do", "岗位职责", …): list items, bullet lines or numbered lines.
 */
export function extractSections(lines: readonly string[]): Sections {
  const sections: Sections = { requirements: [], responsibilities: [], benefits: [] };
  let current: SectionName | null = null;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading !== null) {
      current = sectionOf(heading);
      continue;
    }
    if (!current || current === 'ignored' || !BULLET.test(line)) continue;
    const item = line.replace(BULLET, '').trim();
    const list = sections[current];
    if (item && list.length < MAX_ITEMS) list.push(item.slice(0, MAX_ITEM_LENGTH));
  }
  return sections;
}
