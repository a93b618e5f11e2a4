import type { RemoteType } from '@yonder/contract/jobs';
import { regionsIn, WORLDWIDE } from './regions.ts';
import { formatZones, timezoneOffsetsIn } from './timezones.ts';

export type WorkplaceHint = 'remote' | 'hybrid' | 'onsite' | null;

export type RemoteInput = {
  /** The feed's own flag or tag ("remote": true, a "remote" tag, a remote-only board). */
  remoteFlag?: boolean | null;
  /** A structured workplace field (Lever `workplaceType`, Ashby, JSON-LD `jobLocationType`). */
  workplace?: WorkplaceHint;
  location: string | null;
  /** Places the feed lists as allowed (Himalayas `locationRestrictions`, WWR `region`). */
  regions?: readonly string[];
  /** UTC offsets in hours the feed lists as allowed. */
  timezoneOffsets?: readonly number[];
  title: string;
  /** The description as plain text. */
  text: string;
};

export type Remote = { remoteType: RemoteType; remoteRegions: string[]; remoteTimezones: string[] };

const REMOTE_WORDS =
  /\bremote(ly)?\b|\bwfh\b|work from home|telecommut|\banywhere\b|远程|居家办公|在家办公/i;
const HYBRID_SHORT = /\bhybrid\b|混合办公/i;
const HYBRID_TEXT =
  /\bhybrid (role|position|job|work(ing)?|schedule|model|set-?up|arrangement|opportunity|environment)\b|\bthis (role|position|job) is hybrid\b|\b(\d|one|two|three|four) days? (a|per) week (in|at|from) (the|our) (office|hq)\b|混合办公/i;
const ONSITE_SHORT = /\b(on-?site|in[- ]office|office[- ]based)\b|\(office\)|现场办公|坐班/i;
const ONSITE_TEXT =
  /\b(this (is an?|role is an?|position is an?|role is|position is) (on-?site|in[- ]office|office[- ]based)|(on-?site|in[- ]office) (role|position|job)|must (work|be) (on-?site|in (the|our) office)|not (a )?remote (role|position|job)|(this|the) (role|position|job) is not remote|no remote (work|option)|relocation (to [a-z ]+ )?(is )?required)\b|不支持远程|不接受远程|需要?坐班|到岗办公/i;

/**
 * Where a job is done: the feed's flags first, unless the text says on site or hybrid, which a
 * "remote" tag does not outweigh; then the places and time zones a remote job allows.
 */
export function remoteOf(input: RemoteInput): Remote {
  const head = `${input.title} | ${input.location ?? ''}`;
  const hybrid = HYBRID_SHORT.test(head) || HYBRID_TEXT.test(input.text);
  const onsite = ONSITE_SHORT.test(head) || ONSITE_TEXT.test(input.text);
  const remoteSaid =
    input.workplace === 'remote' ||
    input.remoteFlag === true ||
    REMOTE_WORDS.test(head) ||
    WORLDWIDE.test(input.location ?? '') ||
    (input.regions?.length ?? 0) > 0;
  const none = { remoteRegions: [], remoteTimezones: [] };
  if (input.workplace === 'hybrid' || hybrid) return { remoteType: 'hybrid', ...none };
  if (onsite || (input.workplace === 'onsite' && !REMOTE_WORDS.test(head)))
    return { remoteType: 'onsite', ...none };
  if (!remoteSaid) return { remoteType: 'onsite', ...none };

  const placeText = [input.location ?? '', ...(input.regions ?? [])].join(' | ');
  const regions = regionsIn(placeText);
  const offsets = [
    ...(input.timezoneOffsets ?? []),
    ...timezoneOffsetsIn(placeText, { isLocation: true }),
    ...timezoneOffsetsIn(input.text),
  ];
  // Every zone from UTC-12 to UTC+14 allowed is no restriction at all.
  const zones = new Set(offsets).size >= 24 ? [] : formatZones(offsets);
  const worldwide = WORLDWIDE.test(placeText) && regions.length === 0;
  if (worldwide || (regions.length === 0 && zones.length === 0))
    return {
      remoteType: zones.length > 0 ? 'regionRemote' : 'fullRemote',
      remoteRegions: [],
      remoteTimezones: zones,
    };
  return { remoteType: 'regionRemote', remoteRegions: regions, remoteTimezones: zones };
}
