/** Verbs that open a strong bullet: what you did, not what you were "responsible for". */
const ENGLISH_STRONG = new Set(
  `accelerated achieved acquired adopted analyzed analysed architected audited automated boosted built
  championed coached collaborated completed conceived consolidated coordinated created cut decreased defined
  delivered deployed designed developed devised directed doubled drove eliminated enabled engineered
  established evaluated expanded forecasted founded generated grew guided halved identified implemented
  improved increased initiated integrated introduced launched led lowered maintained managed mentored
  migrated modernized negotiated optimized optimised orchestrated organized overhauled partnered pioneered
  planned prepared produced programmed prototyped published raised ran rebuilt redesigned reduced
  refactored resolved restructured revamped saved scaled secured shipped simplified solved spearheaded
  standardized streamlined strengthened supervised taught tested trained transformed tripled unified
  upgraded wrote computed reviewed updated monitored recorded reconciled`.split(/\s+/),
);
const ENGLISH_WEAK =
  /^(?:responsible for|helped|assisted|worked on|worked with|participated|involved in|tasked with|duties included|in charge of)\b/i;
const CHINESE_STRONG =
  /^(?:主导|主持|牵头|设计|开发|实现|优化|搭建|构建|推动|带领|领导|建立|提升|提高|降低|减少|重构|制定|策划|上线|交付|引入|改进|创建|完成|管理|组织|推进|落地|打造|攻克|解决|节省|增长|负责并|独立)/u;
const CHINESE_WEAK = /^(?:参与|协助|帮助|负责|辅助|配合)/u;

export type VerbStrength = 'strong' | 'weak' | 'none';

/** How a bullet opens: with a strong action verb, a weak phrase, or neither. */
export function verbStrength(bullet: string): VerbStrength {
  const text = bullet.trim().replace(/^[-•*·\d.)\s]+/u, '');
  if (/\p{Script=Han}/u.test(text.slice(0, 2))) {
    if (CHINESE_WEAK.test(text)) return 'weak';
    return CHINESE_STRONG.test(text) ? 'strong' : 'none';
  }
  if (ENGLISH_WEAK.test(text)) return 'weak';
  const first =
    text
      .split(/\s+/)[0]
      ?.toLowerCase()
      .replace(/[^a-z]/g, '') ?? '';
  if (ENGLISH_STRONG.has(first)) return 'strong';
  // Present participles and present tense of the same verbs ("Developing", "Builds").
  const base = first.replace(/(?:ing|s)$/u, '');
  return [...ENGLISH_STRONG].some((verb) => verb.startsWith(base) && base.length >= 4)
    ? 'strong'
    : 'none';
}

/** A bullet with a figure: a number, a percentage, money, a Chinese number with its unit. */
export function isQuantified(bullet: string): boolean {
  return /\d|[一二三四五六七八九十百千万亿两]+\s*(?:倍|成|个|人|万|亿|%|家|项|次)|百分之/u.test(
    bullet,
  );
}
