/**
 * Places a remote job may be restricted to, as Yonder names them (the demo catalogue uses the same
 * names): countries by their short English name, `US`, `UK` and `EU` as people write them, and
 * the regions boards use (`APAC`, `LATAM`, `Americas`, …).
 */
const PLACES: [string[], RegExp][] = [
  [['US'], /\b(usa|u\.s\.a?\.?|united states( of america)?|us[- ]based|us only)\b|美国/i],
  [['US'], /\bUS\b/],
  [['Canada'], /\bcanad(a|ian)\b|加拿大/i],
  [['UK'], /\b(uk|united kingdom|great britain|britain|england|scotland|wales)\b|英国/i],
  [['EU'], /\b(eu|european union|europe|european)\b|欧洲|欧盟/i],
  [['EU', 'UK', 'Middle East', 'Africa'], /\bemea\b/i],
  [['APAC'], /\b(apac|asia[- ]pacific)\b|亚太/i],
  [['LATAM'], /\b(latam|latin america|south america|central america)\b|拉美|南美/i],
  [['Americas'], /\bamericas\b|美洲/i],
  [['North America'], /\bnorth america\b|北美/i],
  [['Asia'], /\basia\b(?![- ]pacific)|亚洲/i],
  [['Africa'], /\bafrica\b(?!n)|非洲/i],
  [['Middle East'], /\b(middle east|mena)\b|中东/i],
  [['China'], /\b(china|mainland china|prc)\b|中国|大陆|国内/i],
  [['Hong Kong'], /\bhong kong\b|香港/i],
  [['Taiwan'], /\btaiwan\b|台湾/i],
  [['Singapore'], /\bsingapore\b|新加坡/i],
  [['Japan'], /\bjapan\b|日本/i],
  [['South Korea'], /\b(south )?korea\b|韩国/i],
  [['India'], /\bindia\b|印度/i],
  [['Philippines'], /\bphilippines\b|菲律宾/i],
  [['Indonesia'], /\bindonesia\b/i],
  [['Vietnam'], /\bviet ?nam\b|越南/i],
  [['Malaysia'], /\bmalaysia\b|马来西亚/i],
  [['Thailand'], /\bthailand\b|泰国/i],
  [['Australia'], /\baustralia\b|澳大利亚|澳洲/i],
  [['New Zealand'], /\bnew zealand\b|新西兰/i],
  [['Germany'], /\b(germany|deutschland)\b|德国/i],
  [['France'], /\bfrance\b|法国/i],
  [['Spain'], /\bspain\b|西班牙/i],
  [['Portugal'], /\bportugal\b|葡萄牙/i],
  [['Italy'], /\bitaly\b|意大利/i],
  [['Netherlands'], /\b(netherlands|holland)\b|荷兰/i],
  [['Ireland'], /\bireland\b|爱尔兰/i],
  [['Poland'], /\bpoland\b|波兰/i],
  [['Sweden'], /\bsweden\b|瑞典/i],
  [['Switzerland'], /\bswitzerland\b|瑞士/i],
  [['Lithuania'], /\blithuania\b/i],
  [['Ukraine'], /\bukraine\b|乌克兰/i],
  [['Romania'], /\bromania\b/i],
  [['Israel'], /\bisrael\b|以色列/i],
  [['Brazil'], /\bbrazil\b|巴西/i],
  [['Mexico'], /\bmexico\b|墨西哥/i],
  [['Argentina'], /\bargentina\b|阿根廷/i],
  [['Colombia'], /\bcolombia\b|哥伦比亚/i],
  [['South Africa'], /\bsouth africa\b|南非/i],
  [['Nigeria'], /\bnigeria\b/i],
  [['Kenya'], /\bkenya\b/i],
];

/** US states and Canadian provinces (names and postal codes after a comma) tell the country. */
const US_STATES =
  /\b(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia(?!n)|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)\b|,\s?(AL|AZ|CA|CO|CT|DC|FL|GA|IL|MA|MD|MI|MN|NC|NJ|NY|OH|OR|PA|TX|UT|VA|WA|MT|WI)\b/;
const CA_PROVINCES =
  /\b(ontario|quebec|british columbia|alberta|manitoba|saskatchewan|nova scotia|new brunswick)\b/i;

/** Words that mean the job may be done from anywhere. */
export const WORLDWIDE =
  /\b(anywhere|worldwide|world[- ]wide|global(ly)?|all countries|any (country|location|time ?zone)|no location restrictions?|location independent)\b|全球|不限地区|不限地点/i;

/** Cities boards write without their country. */
const CITIES: [string, RegExp][] = [
  [
    'US',
    /\b(new york|nyc|san francisco|los angeles|seattle|boston|chicago|austin|denver|atlanta|miami|dallas|houston|san diego|san jose|palo alto|portland)\b/i,
  ],
  ['Canada', /\b(toronto|vancouver|montreal|ottawa|calgary)\b/i],
  ['UK', /\b(london|manchester|edinburgh|cambridge, uk)\b/i],
  ['Germany', /\b(berlin|munich|münchen|hamburg|frankfurt|cologne|köln)\b/i],
  ['France', /\bparis\b/i],
  ['Netherlands', /\b(amsterdam|rotterdam|utrecht)\b/i],
  ['Spain', /\b(madrid|barcelona)\b/i],
  ['Portugal', /\b(lisbon|lisboa|porto)\b/i],
  ['Ireland', /\bdublin\b/i],
  ['Poland', /\b(warsaw|krakow|kraków|wroclaw|wrocław)\b/i],
  ['India', /\b(bengaluru|bangalore|mumbai|delhi|hyderabad|pune|chennai|gurgaon|noida)\b/i],
  [
    'Brazil',
    /\b(são paulo|sao paulo|rio de janeiro|florianópolis|florianopolis|campinas|brasília|brasilia)\b/i,
  ],
  ['Argentina', /\bbuenos aires\b/i],
  ['Mexico', /\b(mexico city|guadalajara|monterrey)\b/i],
  ['Philippines', /\b(manila|quezon city|cebu)\b/i],
  ['South Africa', /\b(johannesburg|cape town|durban)\b/i],
  ['Japan', /\b(tokyo|osaka)\b/i],
  ['Singapore', /\bsingapore\b/i],
  ['Australia', /\b(sydney|melbourne|brisbane|perth)\b/i],
  [
    'China',
    /\b(beijing|shanghai|shenzhen|guangzhou|hangzhou|chengdu)\b|北京|上海|深圳|广州|杭州|成都/i,
  ],
];

/** The places a text names, in Yonder's names, each once. */
export function regionsIn(text: string): string[] {
  const found = new Set<string>();
  for (const [names, rule] of PLACES) if (rule.test(text)) names.forEach((name) => found.add(name));
  if (US_STATES.test(text)) found.add('US');
  if (CA_PROVINCES.test(text)) found.add('Canada');
  for (const [name, rule] of CITIES) if (rule.test(text)) found.add(name);
  // "North America" and "Americas" already say what "US"/"America" would.
  return [...found];
}

const COUNTRY_CODES: Record<string, string> = {
  US: 'US',
  CA: 'Canada',
  GB: 'UK',
  UK: 'UK',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  PT: 'Portugal',
  IT: 'Italy',
  NL: 'Netherlands',
  IE: 'Ireland',
  PL: 'Poland',
  SE: 'Sweden',
  CH: 'Switzerland',
  LT: 'Lithuania',
  UA: 'Ukraine',
  RO: 'Romania',
  IL: 'Israel',
  BR: 'Brazil',
  MX: 'Mexico',
  AR: 'Argentina',
  CO: 'Colombia',
  IN: 'India',
  CN: 'China',
  HK: 'Hong Kong',
  TW: 'Taiwan',
  SG: 'Singapore',
  JP: 'Japan',
  KR: 'South Korea',
  AU: 'Australia',
  NZ: 'New Zealand',
  PH: 'Philippines',
  ZA: 'South Africa',
  NG: 'Nigeria',
  KE: 'Kenya',
};

/** A country's name in Yonder's words from its ISO 3166-1 alpha-2 code, else the code itself. */
export function countryFromCode(code: string): string {
  return COUNTRY_CODES[code.trim().toUpperCase()] ?? code.trim();
}
