import type { RemoteType } from '@yonder/contract/jobs';

/** Where a job's pay is set: its currencies (by weight) and its level against US pay. */
export type PayZone = { currencies: readonly (readonly [string, number])[]; pay: number };

const ZONES = {
  global: {
    currencies: [
      ['USD', 9],
      ['EUR', 1],
    ],
    pay: 0.85,
  },
  us: { currencies: [['USD', 1]], pay: 1 },
  ca: {
    currencies: [
      ['CAD', 7],
      ['USD', 3],
    ],
    pay: 0.8,
  },
  latam: {
    currencies: [
      ['USD', 7],
      ['BRL', 3],
    ],
    pay: 0.45,
  },
  eu: { currencies: [['EUR', 1]], pay: 0.7 },
  uk: { currencies: [['GBP', 1]], pay: 0.75 },
  nordics: { currencies: [['SEK', 1]], pay: 0.72 },
  pl: {
    currencies: [
      ['PLN', 7],
      ['EUR', 3],
    ],
    pay: 0.5,
  },
  apac: {
    currencies: [
      ['USD', 5],
      ['SGD', 3],
      ['AUD', 2],
    ],
    pay: 0.6,
  },
  au: { currencies: [['AUD', 1]], pay: 0.8 },
  sg: { currencies: [['SGD', 1]], pay: 0.75 },
  jp: { currencies: [['JPY', 1]], pay: 0.6 },
  in: { currencies: [['INR', 1]], pay: 0.3 },
  cn: { currencies: [['CNY', 1]], pay: 1 },
  cnGlobal: {
    currencies: [
      ['CNY', 6],
      ['USD', 3],
      ['HKD', 1],
    ],
    pay: 1,
  },
} satisfies Record<string, PayZone>;

export type Place = {
  /** Unique within a language: it is part of the job's fingerprint. */
  label: string;
  regions: readonly string[];
  timezones: readonly string[];
  zone: PayZone;
};

const place = (
  label: string,
  zone: PayZone,
  regions: readonly string[] = [],
  timezones: readonly string[] = [],
): Place => ({ label, zone, regions, timezones });

export const PLACES: Record<'en' | 'zh', Record<RemoteType, readonly Place[]>> = {
  en: {
    fullRemote: [
      place('Remote', ZONES.global),
      place('Remote (Worldwide)', ZONES.global),
      place('Anywhere', ZONES.global),
      place('Remote, any time zone', ZONES.global),
      place('Worldwide', ZONES.global),
      place('Remote (Global)', ZONES.global),
      place('Fully remote', ZONES.global),
      place('Remote-first', ZONES.global),
      place('100% remote', ZONES.global),
    ],
    regionRemote: [
      place('Remote (US)', ZONES.us, ['US'], ['UTC-8 to UTC-5']),
      place('Remote (US or Canada)', ZONES.us, ['US', 'Canada'], ['UTC-8 to UTC-4']),
      place('Remote (Americas)', ZONES.us, ['Americas'], ['UTC-8 to UTC-3']),
      place('Remote (Canada)', ZONES.ca, ['Canada'], ['UTC-8 to UTC-4']),
      place('Remote (LATAM)', ZONES.latam, ['LATAM'], ['UTC-6 to UTC-3']),
      place('Remote (Europe)', ZONES.eu, ['EU'], ['UTC+0 to UTC+3']),
      place('Remote (EMEA)', ZONES.eu, ['EU', 'UK', 'Middle East', 'Africa'], ['UTC-1 to UTC+4']),
      place('Remote (UK)', ZONES.uk, ['UK'], ['UTC+0 to UTC+1']),
      place('Remote (Germany)', ZONES.eu, ['Germany'], ['UTC+1 to UTC+2']),
      place('Remote (Poland)', ZONES.pl, ['Poland'], ['UTC+1 to UTC+2']),
      place(
        'Remote (Nordics)',
        ZONES.nordics,
        ['Sweden', 'Norway', 'Denmark', 'Finland'],
        ['UTC+1 to UTC+2'],
      ),
      place('Remote (US or EU)', ZONES.us, ['US', 'EU'], ['UTC-5 to UTC+2']),
      place('Remote (APAC)', ZONES.apac, ['APAC'], ['UTC+5 to UTC+10']),
      place('Remote (Australia)', ZONES.au, ['Australia'], ['UTC+8 to UTC+11']),
      place('Remote (China)', ZONES.cnGlobal, ['China'], ['UTC+8']),
    ],
    hybrid: [
      place('London, UK', ZONES.uk, ['UK']),
      place('Berlin, Germany', ZONES.eu, ['Germany']),
      place('Amsterdam, Netherlands', ZONES.eu, ['Netherlands']),
      place('Lisbon, Portugal', ZONES.eu, ['Portugal']),
      place('Toronto, Canada', ZONES.ca, ['Canada']),
      place('Austin, TX', ZONES.us, ['US']),
      place('Singapore', ZONES.sg, ['Singapore']),
      place('Sydney, Australia', ZONES.au, ['Australia']),
    ],
    onsite: [
      place('New York, NY', ZONES.us, ['US']),
      place('San Francisco, CA', ZONES.us, ['US']),
      place('Paris, France', ZONES.eu, ['France']),
      place('Dublin, Ireland', ZONES.eu, ['Ireland']),
      place('Tokyo, Japan', ZONES.jp, ['Japan']),
      place('Bangalore, India', ZONES.in, ['India']),
    ],
  },
  zh: {
    fullRemote: [
      place('远程（全球）', ZONES.cnGlobal),
      place('远程办公', ZONES.cn),
      place('远程（不限地区）', ZONES.cnGlobal),
      place('全远程', ZONES.cn),
      place('居家办公', ZONES.cn),
    ],
    regionRemote: [
      place('远程（中国）', ZONES.cn, ['China'], ['UTC+8']),
      place('远程（中国大陆）', ZONES.cn, ['China'], ['UTC+8']),
      place('远程（东八区）', ZONES.cn, ['China', 'APAC'], ['UTC+8']),
      place('远程（亚太地区）', ZONES.cnGlobal, ['APAC'], ['UTC+5 to UTC+10']),
      place('远程（中国及东南亚）', ZONES.cn, ['China', 'APAC'], ['UTC+7 to UTC+9']),
      place('远程（大中华区）', ZONES.cn, ['China', 'Hong Kong', 'Taiwan'], ['UTC+8']),
    ],
    hybrid: [
      place('上海·混合办公', ZONES.cn, ['China']),
      place('北京·混合办公', ZONES.cn, ['China']),
      place('深圳·混合办公', ZONES.cn, ['China']),
      place('杭州·混合办公', ZONES.cn, ['China']),
      place('成都·混合办公', ZONES.cn, ['China']),
    ],
    onsite: [
      place('北京·海淀区', ZONES.cn, ['China']),
      place('上海·浦东新区', ZONES.cn, ['China']),
      place('深圳·南山区', ZONES.cn, ['China']),
      place('杭州·余杭区', ZONES.cn, ['China']),
      place('广州·天河区', ZONES.cn, ['China']),
      place('南京·雨花台区', ZONES.cn, ['China']),
    ],
  },
};
