import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The European Central Bank's daily reference rates: one day, units of each currency per euro. */
export type EcbDay = { date: string; perEur: Map<string, number> };

export const ECB_DAILY_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';

export class RatesFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RatesFormatError';
  }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseAttributeValue: false,
  isArray: (name) => name === 'Cube',
});

type Cube = { '@_time'?: string; '@_currency'?: string; '@_rate'?: string; Cube?: Cube[] };

/**
 * Reads `eurofxref-daily.xml` (`<gesmes:Envelope>`, `<Cube><Cube time=…><Cube currency rate/>`).
 * Anything else (an error page, a truncated file, a rate that is not a positive number) throws, so
 * a bad answer never replaces good rates. The euro itself is added at 1.
 */
export function parseEcbDaily(xml: string): EcbDay {
  if (XMLValidator.validate(xml) !== true) throw new RatesFormatError('not well-formed XML');
  const document = parser.parse(xml) as { Envelope?: { Cube?: Cube[] } };
  const day = document.Envelope?.Cube?.[0]?.Cube?.find((cube) => cube['@_time']);
  const date = day?.['@_time'];
  if (!day || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new RatesFormatError('no dated <Cube time="…"> in the rates');
  const perEur = new Map<string, number>([['EUR', 1]]);
  for (const cube of day.Cube ?? []) {
    const currency = cube['@_currency'];
    const rate = Number(cube['@_rate']);
    if (!currency || !/^[A-Z]{3}$/.test(currency) || !Number.isFinite(rate) || rate <= 0)
      throw new RatesFormatError(
        `a rate that is not a currency and a positive number (${currency})`,
      );
    perEur.set(currency, rate);
  }
  if (!perEur.has('USD')) throw new RatesFormatError('the rates have no US dollar');
  return { date, perEur };
}
