/** Words that tell what a piece of an entry's heading is: a job title, a company, a school, a place. */
export const TITLE =
  /\b(?:engineer|developer|programmer|manager|accountant|analyst|designer|intern|consultant|director|lead|head|specialist|architect|scientist|officer|president|vp|ceo|cto|cfo|coo|founder|co-founder|coordinator|administrator|assistant|associate|teacher|tutor|lecturer|professor|writer|editor|marketer|representative|executive|supervisor|technician|researcher|owner|strategist|producer|recruiter|auditor|controller|bookkeeper|clerk|advisor|adviser|translator|nurse|attorney|lawyer|contractor|freelancer|maintainer|sre|devops|trainee|apprentice|partner|principal|staff|member|coach|instructor|trainer|counsell?or|mentor|ambassador|chair(?:man|woman|person)?|treasurer|secretary|captain|fellow|therapist|pharmacist|physician|doctor|agent|cashier|barista|driver|operator|mechanic|electrician|planner|buyer|teller|receptionist|paralegal|volunteer|leader|tester|artist|photographer|chef|reporter|journalist|economist|statistician|moderator)s?\b|(?:工程师|经理|开发|设计师|实习|总监|主管|专员|分析师|顾问|架构师|负责人|组长|运营|产品|助理|会计|讲师|教师|研究员|编辑|销售|总裁|创始人|合伙人|主任|程序员|测试|算法|翻译|审计|出纳|文员|策划|市场|主席|部长|干事|会长|队长|班长|志愿者|助教|委员)/iu;

export const COMPANY =
  /\b(?:inc|ltd|llc|llp|plc|corp|corporation|co|gmbh|ag|sa|bv|company|group|holdings|technologies|technology|tech|labs?|bank|studio|studios|agency|partners|ventures|solutions|systems|software|consulting|capital|financial|management|media|networks|games)\b\.?|(?:公司|集团|科技|有限|银行|研究院|研究所|工作室|事务所|医院|网络|信息|传媒|控股|中心)/iu;

export const SCHOOL =
  /\b(?:university|college|institute|school|academy|polytechnic|conservatory|universit[äé]t?|universidade|universidad|università|universiteit|école|hochschule)\b|(?:大学|学院|学校|中学|高中|研究生院|研究院|党校)/iu;

export const DEGREE =
  /\b(?:bachelor(?:'?s)?(?: of [a-z]+(?: (?!in\b|at\b|from\b|with\b)[a-z]+)?)?|master(?:'?s)?(?: of [a-z]+(?: (?!in\b|at\b|from\b|with\b)[a-z]+)?)?|doctor(?:ate)?(?: of [a-z]+)?|ph\.?\s?d\.?|mba|emba|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?eng?\.?|m\.?\s?eng\.?|b\.?\s?tech|m\.?\s?tech|associate(?: degree| of [a-z]+)?|diploma|high school)(?![a-z])|(?:博士后|博士|硕士|学士|本科|研究生|大专|专科|高中|中专|MBA|EMBA)/iu;

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
export const STATE = new RegExp(`^(?:${US_STATES})$`);
const US_STATE_NAMES =
  /^(?:alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)$/i;

const COUNTRIES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'united states': 'US',
  america: 'US',
  'united states of america': 'US',
  china: 'CN',
  'p.r. china': 'CN',
  prc: 'CN',
  中国: 'CN',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  canada: 'CA',
  germany: 'DE',
  france: 'FR',
  japan: 'JP',
  india: 'IN',
  singapore: 'SG',
  australia: 'AU',
  netherlands: 'NL',
  spain: 'ES',
  italy: 'IT',
  ireland: 'IE',
  'hong kong': 'HK',
  香港: 'HK',
  taiwan: 'TW',
  台湾: 'TW',
  korea: 'KR',
  'south korea': 'KR',
  brazil: 'BR',
  mexico: 'MX',
  sweden: 'SE',
  switzerland: 'CH',
  poland: 'PL',
  portugal: 'PT',
  'new zealand': 'NZ',
  vietnam: 'VN',
  thailand: 'TH',
  malaysia: 'MY',
  philippines: 'PH',
  indonesia: 'ID',
  israel: 'IL',
  uae: 'AE',
  'united arab emirates': 'AE',
  nigeria: 'NG',
  kenya: 'KE',
  'south africa': 'ZA',
  egypt: 'EG',
  ghana: 'GH',
  pakistan: 'PK',
  bangladesh: 'BD',
  turkey: 'TR',
  türkiye: 'TR',
  turkiye: 'TR',
  russia: 'RU',
  ukraine: 'UA',
  argentina: 'AR',
  chile: 'CL',
  colombia: 'CO',
  peru: 'PE',
  norway: 'NO',
  denmark: 'DK',
  finland: 'FI',
  belgium: 'BE',
  austria: 'AT',
  'czech republic': 'CZ',
  czechia: 'CZ',
  romania: 'RO',
  hungary: 'HU',
  greece: 'GR',
  estonia: 'EE',
  lithuania: 'LT',
  latvia: 'LV',
  美国: 'US',
  英国: 'GB',
  日本: 'JP',
  新加坡: 'SG',
  加拿大: 'CA',
  德国: 'DE',
  澳大利亚: 'AU',
};

/** Country code of a country's name or code, else ''. */
export function countryCode(text: string): string {
  return COUNTRIES[text.trim().toLowerCase().replace(/\.$/, '')] ?? '';
}

/**
 * Whether a heading piece is a place: a known one, or a name before a state or a country
 * ("New Orleans", "LA"; "Gotham", "USA").
 */
export function isPlaceAt(pieces: string[], index: number): boolean {
  const piece = pieces[index] ?? '';
  if (isPlace(piece)) return true;
  const next = pieces[index + 1];
  return Boolean(
    next &&
    (STATE.test(next) || US_STATE_NAMES.test(next) || countryCode(next)) &&
    /^\p{Lu}[\p{L} .'-]{1,24}$/u.test(piece),
  );
}

/** The names a country code stands for ("US": usa, united states, america, 美国…). */
export function countryNames(code: string): string[] {
  return Object.entries(COUNTRIES).flatMap(([name, known]) => (known === code ? [name] : []));
}

export const CN_CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '重庆',
  '武汉',
  '西安',
  '天津',
  '长沙',
  '厦门',
  '青岛',
  '大连',
  '宁波',
  '合肥',
  '郑州',
  '济南',
  '福州',
  '沈阳',
  '哈尔滨',
  '长春',
  '昆明',
  '南昌',
  '珠海',
  '东莞',
  '佛山',
  '无锡',
  '贵阳',
  '南宁',
  '太原',
  '石家庄',
  '兰州',
  '海口',
  '三亚',
  '香港',
  '澳门',
  '台北',
  '陕西',
  '广东',
  '浙江',
  '江苏',
  '四川',
  '湖北',
  '湖南',
  '山东',
  '福建',
  '河南',
  '河北',
];
const CITY_NAMES =
  /^(?:beijing|shanghai|shenzhen|guangzhou|hangzhou|chengdu|nanjing|wuhan|xi'?an|suzhou|hong kong|singapore|london|berlin|paris|tokyo|new york|san francisco|seattle|boston|chicago|austin|los angeles|toronto|vancouver|sydney|melbourne|amsterdam|dublin|bangalore|bengaluru|new delhi|delhi|mumbai|remote|worldwide|anywhere)$/i;

/** A piece that names a place: a city, a state code, a country, "Remote", a Chinese city. */
export function isPlace(piece: string): boolean {
  const text = piece.trim().replace(/\.$/, '');
  if (!text || text.length > 40) return false;
  if (STATE.test(text) || US_STATE_NAMES.test(text) || countryCode(text) || CITY_NAMES.test(text))
    return true;
  if (/^(?:远程|远程办公|在家办公|remote|hybrid|on-?site)$/iu.test(text)) return true;
  return CN_CITIES.some((city) => text === city || text === `${city}市` || text === `${city}省`);
}
