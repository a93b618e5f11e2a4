/**
 * The places jobs restrict hiring to, as Yonder names them (ingestion's `regionsIn` and the demo
 * catalogue): country names, `US`, `UK`, `EU`, and the regions boards use. Each maps to the ISO
 * 3166-1 alpha-2 codes of its countries, so a candidate's countries can be checked against it.
 * No maintained library names regions the way job boards do (APAC, LATAM, EMEA), so the sets are
 * written here.
 */
const EU = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE';
const EUROPE_OTHER = 'GB NO IS CH LI UA RS BA ME MK AL MD GE AM BY AD MC SM';
const MIDDLE_EAST = 'AE SA QA KW BH OM IL JO LB EG TR IQ IR YE SY PS';
const AFRICA =
  'ZA NG KE GH EG MA TN DZ ET UG TZ RW SN CI CM ZW ZM MZ AO BW NA MU MG ML BF NE TD SD SS LY ER DJ SO BJ TG SL LR GN GM GW CV MR GA CG CD CF GQ ST BI MW LS SZ KM SC';
const NORTH_AMERICA = 'US CA MX';
const LATAM = 'MX GT BZ SV HN NI CR PA CU DO HT PR JM TT BS BB AR BO BR CL CO EC GY PY PE SR UY VE';
const ASIA =
  'CN HK MO TW JP KR MN SG MY ID TH VN PH KH LA MM BN TL IN PK BD LK NP BT MV KZ UZ KG TJ TM AF';
const OCEANIA = 'AU NZ FJ PG WS TO VU SB';
const APAC = `${ASIA} ${OCEANIA}`;

const codes = (...lists: string[]) => lists.join(' ').split(/\s+/).filter(Boolean);

/** Region or country name, lower-cased → its countries. */
const REGION_COUNTRIES = new Map<string, readonly string[]>(
  (
    [
      ['EU', codes(EU)],
      ['Europe', codes(EU, EUROPE_OTHER)],
      ['EMEA', codes(EU, EUROPE_OTHER, MIDDLE_EAST, AFRICA)],
      ['Middle East', codes(MIDDLE_EAST)],
      ['Africa', codes(AFRICA)],
      ['Americas', codes(NORTH_AMERICA, LATAM)],
      ['North America', codes(NORTH_AMERICA)],
      ['LATAM', codes(LATAM)],
      ['APAC', codes(APAC)],
      ['Asia', codes(ASIA)],
      ['Oceania', codes(OCEANIA)],
      ['Nordics', codes('SE NO DK FI IS')],
      ['US', ['US']],
      ['USA', ['US']],
      ['United States', ['US']],
      ['UK', ['GB']],
      ['United Kingdom', ['GB']],
      ['Canada', ['CA']],
      ['China', ['CN']],
      ['Greater China', ['CN', 'HK', 'MO', 'TW']],
      ['Hong Kong', ['HK']],
      ['Taiwan', ['TW']],
      ['Singapore', ['SG']],
      ['Japan', ['JP']],
      ['South Korea', ['KR']],
      ['India', ['IN']],
      ['Philippines', ['PH']],
      ['Indonesia', ['ID']],
      ['Vietnam', ['VN']],
      ['Malaysia', ['MY']],
      ['Thailand', ['TH']],
      ['Australia', ['AU']],
      ['New Zealand', ['NZ']],
      ['Germany', ['DE']],
      ['France', ['FR']],
      ['Spain', ['ES']],
      ['Portugal', ['PT']],
      ['Italy', ['IT']],
      ['Netherlands', ['NL']],
      ['Ireland', ['IE']],
      ['Poland', ['PL']],
      ['Sweden', ['SE']],
      ['Norway', ['NO']],
      ['Denmark', ['DK']],
      ['Finland', ['FI']],
      ['Switzerland', ['CH']],
      ['Lithuania', ['LT']],
      ['Ukraine', ['UA']],
      ['Romania', ['RO']],
      ['Israel', ['IL']],
      ['Brazil', ['BR']],
      ['Mexico', ['MX']],
      ['Argentina', ['AR']],
      ['Colombia', ['CO']],
      ['South Africa', ['ZA']],
      ['Nigeria', ['NG']],
      ['Kenya', ['KE']],
    ] as [string, readonly string[]][]
  ).map(([name, list]) => [name.toLowerCase(), list]),
);

/** Names that mean "from anywhere". */
const WORLDWIDE = new Set(['worldwide', 'anywhere', 'global', 'remote', '全球', '不限地区']);

export function isWorldwide(region: string): boolean {
  return WORLDWIDE.has(region.trim().toLowerCase());
}

/**
 * The countries a region name covers; a two-letter code stands for itself. Null for a name this
 * table does not know (it then restricts nothing we can check).
 */
export function regionCountries(region: string): readonly string[] | null {
  const name = region.trim();
  const known = REGION_COUNTRIES.get(name.toLowerCase());
  if (known) return known;
  if (/^[A-Z]{2}$/.test(name)) return [name];
  return null;
}

/**
 * The countries a job accepts, or null when it accepts anyone (no regions, a worldwide one, or
 * only names this table does not know).
 */
export function acceptedCountries(regions: readonly string[]): ReadonlySet<string> | null {
  if (regions.length === 0 || regions.some(isWorldwide)) return null;
  const accepted = new Set<string>();
  for (const region of regions)
    for (const code of regionCountries(region) ?? []) accepted.add(code);
  return accepted.size > 0 ? accepted : null;
}
