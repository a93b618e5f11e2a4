import type { RemoteType } from '@yonder/contract/jobs';
import { demoCompanies, type DemoCompany } from './companies.ts';
import { PLACES, type Place } from './places.ts';
import { createPermutation, createRandom, mix, shuffle } from './random.ts';
import { ROLES, type Role } from './roles.ts';

type Language = 'zh' | 'en';
type Kind = { language: Language; remoteType: RemoteType; perBlock: number };

/**
 * Every block of 20 jobs holds these kinds in a shuffled order: a quarter in Chinese, and remote
 * types in a remote board's proportions, however few jobs are asked for.
 */
const KINDS: readonly Kind[] = [
  { language: 'zh', remoteType: 'fullRemote', perBlock: 1 },
  { language: 'zh', remoteType: 'regionRemote', perBlock: 2 },
  { language: 'zh', remoteType: 'hybrid', perBlock: 1 },
  { language: 'zh', remoteType: 'onsite', perBlock: 1 },
  { language: 'en', remoteType: 'fullRemote', perBlock: 7 },
  { language: 'en', remoteType: 'regionRemote', perBlock: 5 },
  { language: 'en', remoteType: 'hybrid', perBlock: 2 },
  { language: 'en', remoteType: 'onsite', perBlock: 1 },
];
const BLOCK = KINDS.flatMap((kind, index) => Array<number>(kind.perBlock).fill(index));

/**
 * How many company × role × place combinations a kind has. Each is used at most once, and a title
 * names one role, so no two jobs share a fingerprint (company, title, location).
 */
const combinations = (kind: Kind) =>
  demoCompanies()[kind.language].length *
  ROLES[kind.language].length *
  PLACES[kind.language][kind.remoteType].length;

/** The most jobs the catalogue can hold with every fingerprint different. */
export function demoCapacity(): number {
  return Math.min(
    ...KINDS.map((kind) => Math.floor(combinations(kind) / kind.perBlock) * BLOCK.length),
  );
}

export type Slot = {
  language: Language;
  remoteType: RemoteType;
  company: DemoCompany;
  role: Role;
  place: Place;
};

/**
 * What job `n` is: its language and remote type from its place in its block of 20, then its own
 * company, role and place, the `index`-th combination of its kind in a keyed permutation.
 */
export function slotOf(seed: number, n: number): Slot {
  const block = Math.floor((n - 1) / BLOCK.length);
  const position = (n - 1) % BLOCK.length;
  const order = shuffle(BLOCK, createRandom(mix(seed, 0xb10c, block)).next);
  const kindIndex = order[position]!;
  const kind = KINDS[kindIndex]!;
  const rank = order.slice(0, position).filter((other) => other === kindIndex).length;
  const index = block * kind.perBlock + rank;
  const size = combinations(kind);
  if (index >= size) {
    throw new RangeError(`The demo catalogue holds at most ${demoCapacity()} jobs`);
  }
  const companies = demoCompanies()[kind.language];
  const roles = ROLES[kind.language];
  const combination = createPermutation(size, mix(seed, kindIndex))(index);
  return {
    language: kind.language,
    remoteType: kind.remoteType,
    company: companies[combination % companies.length]!,
    role: roles[Math.floor(combination / companies.length) % roles.length]!,
    place:
      PLACES[kind.language][kind.remoteType][
        Math.floor(combination / (companies.length * roles.length))
      ]!,
  };
}
