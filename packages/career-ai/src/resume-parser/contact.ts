import type { ResumeLocation } from '@yonder/contract/resume-document';
import { CN_CITIES, countryCode, isPlace, STATE } from './lexicon.ts';
import type { Line } from './types.ts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/iu;
const CN_MOBILE = /(?<!\d)(?:\(?\+?86\)?[\s-]?)?1[3-9]\d[\s-]?\d{4}[\s-]?\d{4}(?!\d)/u;
const PHONE =
  /(?<![\w/])(?:\+\d{1,3}[\s.-]?)?(?:\(\+?\d{1,4}\)[\s.-]?)?\d{2,4}(?:[\s.-]?\d{2,5}){1,4}(?![\w/])/gu;
const PHONE_LABEL = /(?:phone|mobile|tel|cell|电话|手机|联系电话|移动电话)\s*[:：]?/iu;
const YEAR_RANGE = /^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/u;

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0] ?? '';
}

/** Digits hidden behind x or * ("131-221-87xxx", "138****1234"), read as digits to find the number. */
const MASKED = /(?<=\d)[xX*]{1,4}|[xX*]{1,4}(?=\d)/gu;
const realDigits = (text: string) => text.replace(/\D/g, '').length;

/** A phone number in Chinese (mobile) or international formats, as written (masked digits kept). */
export function findPhone(text: string): string {
  const probe = text.replace(MASKED, (mask) => '0'.repeat(mask.length));
  const written = (match: RegExpExecArray | RegExpMatchArray) =>
    text.slice(match.index!, match.index! + match[0].length).trim();
  const mobile = CN_MOBILE.exec(probe);
  if (mobile && realDigits(written(mobile)) >= 7) return written(mobile);
  for (const match of probe.matchAll(PHONE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/g, '').length;
    if (
      digits >= 7 &&
      digits <= 15 &&
      realDigits(written(match)) >= 7 &&
      !YEAR_RANGE.test(candidate) &&
      !/^\d{4}\.\d{1,2}$/.test(candidate)
    ) {
      return written(match);
    }
  }
  return '';
}

/** The phone of the lines that hold contact details: the header, then any line with a phone label. */
export function phoneOf(header: Line[], all: Line[], links: string[]): string {
  for (const line of header) {
    const phone = findPhone(line.text.replace(EMAIL, ' '));
    if (phone) return phone;
  }
  for (const line of all) {
    if (PHONE_LABEL.test(line.text)) {
      const phone = findPhone(line.text.replace(EMAIL, ' '));
      if (phone) return phone;
    }
  }
  const tel = links.find((link) => link.startsWith('tel:'));
  return tel ? decodeURIComponent(tel.slice(4)) : '';
}

const STREET =
  /^\d+\s+\S.*\b(?:st|street|ave|avenue|rd|road|blvd|boulevard|lane|ln|dr|drive|way|court|ct|place|pl)\.?$/i;
const LOCATION_LABEL =
  /(?:location|address|based in|现居|居住地|所在地|现居住地|地址|城市|所在城市)\s*[:：]\s*(.+)$/iu;

/** A location written as "City, ST", "City, Country", a Chinese city, or after a label. */
export function parseLocation(text: string): ResumeLocation | null {
  const empty: ResumeLocation = {
    address: '',
    city: '',
    region: '',
    countryCode: '',
    postalCode: '',
  };
  const labelled = LOCATION_LABEL.exec(text)?.[1]?.trim();
  const source = labelled ?? text.trim();
  const city = CN_CITIES.find((name) => source.startsWith(name));
  if (city && source.length <= 30)
    return { ...empty, city, address: source === city ? '' : source, countryCode: 'CN' };
  if (STREET.test(source)) return { ...empty, address: source };
  const parts = source.split(/\s*,\s*/).filter(Boolean);
  // "555 La Verne Way, La Verne, CA": the street, then the place.
  if (parts.length > 1 && STREET.test(parts[0]!)) {
    const place = parseLocation(parts.slice(1).join(', '));
    if (place?.city || place?.region) return { ...place, address: parts[0]! };
  }
  if (parts.length < 2 && !labelled && !isPlace(source)) return null;
  if (
    parts.some(
      (part) => /\d{3,}/.test(part) && !/^\d{5}(?:-\d{4})?$/.test(part.split(' ').at(-1) ?? ''),
    )
  )
    return null;
  if (parts.some((part) => part.length > 30 || part.split(' ').length > 4)) return null;
  const location = { ...empty };
  const rest = [...parts];
  if (rest.length > 1 && countryCode(rest.at(-1)!)) location.countryCode = countryCode(rest.pop()!);
  const region = rest.at(-1)?.split(' ');
  if (rest.length > 1 && region && STATE.test(region[0] ?? '')) {
    location.region = region[0]!;
    location.postalCode = region[1] ?? '';
    rest.pop();
    if (!location.countryCode) location.countryCode = 'US';
  }
  if (!labelled && !location.countryCode && !location.region && !rest.every(isPlace)) return null;
  location.city = rest.pop() ?? '';
  location.address = rest.join(', ');
  return location.city || location.region || location.countryCode ? location : null;
}

/** The first line or piece of the header that reads as a location; a street line joins the next. */
export function locationOf(pieces: string[]): ResumeLocation | null {
  for (let index = 0; index < pieces.length; index += 1) {
    const piece = pieces[index]!;
    if (EMAIL.test(piece) || /https?:|www\./i.test(piece)) continue;
    const location = parseLocation(piece);
    if (!location) continue;
    if (location.address && !location.city) {
      const next = pieces[index + 1] ? parseLocation(pieces[index + 1]!) : null;
      if (next?.city) return { ...next, address: location.address };
    }
    return location;
  }
  return null;
}
