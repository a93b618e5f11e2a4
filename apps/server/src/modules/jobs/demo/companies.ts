import { EN_INDUSTRIES, ZH_INDUSTRIES, type Industry } from './industries.ts';
import { createRandom, shuffle, type Random } from './random.ts';

export const SIZE_BANDS = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
export type SizeBand = (typeof SIZE_BANDS)[number];

export type DemoCompany = {
  name: string;
  /** `acorn-labs`: the company's made-up domain is `acorn-labs.example.com`. */
  slug: string;
  logoUrl: string | null;
  website: string | null;
  size: SizeBand;
  industry: Industry;
};

const EN_FIRST = (
  'Acorn Amber Aster Beacon Birch Bluefin Cedar Cinder Cobalt Copper Driftwood Ember Fable ' +
  'Fernway Fjord Glimmer Granite Harbor Hollow Indigo Juniper Kestrel Lantern Larkspur Lumen ' +
  'Maple Meadow Nimbus Oakridge Orbit Pebble Quokka Quill Riverstone Saffron Sable Solstice ' +
  'Sparrow Tidewater Umbra Vantage Willow Yarrow Zephyr Wren'
).split(' ');

/** The second word of an English name, and the industries it suits. */
const EN_SECOND: readonly (readonly [string, readonly (keyof typeof EN_INDUSTRIES)[]])[] = [
  ['Labs', ['devtools', 'ai', 'climate', 'health']],
  ['Software', ['devtools', 'hr', 'logistics', 'fintech']],
  ['Health', ['health']],
  ['Pay', ['fintech']],
  ['Analytics', ['ai', 'commerce', 'devtools']],
  ['Cloud', ['devtools', 'security']],
  ['Learning', ['education']],
  ['Energy', ['climate']],
  ['Games', ['gaming']],
  ['Logistics', ['logistics']],
  ['Security', ['security']],
  ['Commerce', ['commerce']],
  ['Media', ['media']],
  ['AI', ['ai']],
  ['Robotics', ['robotics']],
  ['Studio', ['design', 'media', 'gaming']],
];

/** Two characters of a Chinese brand with their pinyin, for the company's domain. */
const pinyinPairs = (text: string) =>
  text.split(' ').map((pair) => [pair[0]!, pair.slice(1)] as const);
const ZH_FIRST = pinyinPairs(
  '云yun 星xing 智zhi 数shu 青qing 蓝lan 海hai 光guang 锐rui 启qi 远yuan 鲸jing 凌ling 拓tuo',
);
const ZH_SECOND = pinyinPairs(
  '栈zhan 图tu 帆fan 航hang 桥qiao 石shi 象xiang 极ji 码ma 阶jie 源yuan 脉mai',
);
const ZH_CITIES = '北京 上海 深圳 杭州 广州 成都 南京 苏州 武汉 西安 厦门'.split(' ');
const ZH_KINDS = '科技 网络科技 信息技术 智能科技 数据科技 软件'.split(' ');

const COLOURS = (
  '#2563eb #7c3aed #db2777 #dc2626 #c2410c #b45309 #047857 #0f766e #0e7490 #4f46e5 #9333ea ' +
  '#be123c #15803d #334155'
).split(' ');

const SIZE_WEIGHTS = [10, 25, 28, 17, 10, 10].map(
  (weight, index) => [SIZE_BANDS[index]!, weight] as const,
);

/** A square monogram in the company's colour, inline: the app loads nothing from other hosts. */
export function monogramLogo(letters: string, colour: string): string {
  const size = [...letters].length > 1 ? 26 : 30;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${colour}"/>` +
    `<text x="32" y="32" dy="0.35em" fill="#fff" font-family="system-ui,sans-serif" font-size="${size}" font-weight="600" text-anchor="middle">${letters}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function finish(
  random: Random,
  name: string,
  slug: string,
  letters: string,
  industry: Industry,
): DemoCompany {
  return {
    name,
    slug,
    // A few companies have no logo, so the placeholder is seen too.
    logoUrl: random.chance(0.08) ? null : monogramLogo(letters, random.pick(COLOURS)),
    website: random.chance(0.1) ? null : `https://${slug}.example.com`,
    size: random.weighted(SIZE_WEIGHTS),
    industry,
  };
}

const EN_COMPANY_COUNT = 300;
const ZH_COMPANY_COUNT = 150;

function englishCompanies(): DemoCompany[] {
  const random = createRandom(0xc0ffee);
  const pairs = EN_FIRST.flatMap((first) => EN_SECOND.map((second) => [first, second] as const));
  return shuffle(pairs, random.next)
    .slice(0, EN_COMPANY_COUNT)
    .map(([first, [second, industries]]) => {
      const name = `${first} ${second}`;
      const slug = name.toLowerCase().replace(/\s+/g, '-');
      return finish(
        random,
        name,
        slug,
        first[0]! + second[0]!,
        EN_INDUSTRIES[random.pick(industries)],
      );
    });
}

function chineseCompanies(): DemoCompany[] {
  const random = createRandom(0xbeef);
  const brands = ZH_FIRST.flatMap((first) => ZH_SECOND.map((second) => [first, second] as const));
  return shuffle(brands, random.next)
    .slice(0, ZH_COMPANY_COUNT)
    .map(([[firstChar, firstPinyin], [secondChar, secondPinyin]]) => {
      const name = `${random.pick(ZH_CITIES)}${firstChar}${secondChar}${random.pick(ZH_KINDS)}有限公司`;
      return finish(
        random,
        name,
        firstPinyin + secondPinyin,
        firstChar,
        random.pick(ZH_INDUSTRIES),
      );
    });
}

let pool: { en: DemoCompany[]; zh: DemoCompany[] } | undefined;

/** The fixed pool of made-up companies, 300 writing in English and 150 in Chinese. */
export function demoCompanies(): { en: DemoCompany[]; zh: DemoCompany[] } {
  pool ??= { en: englishCompanies(), zh: chineseCompanies() };
  return pool;
}
