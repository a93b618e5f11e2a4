/**
 * Seeded randomness for the demo catalogue. Every job draws from its own generator, seeded by the
 * catalogue seed and the job's number, so any slice of the catalogue can be made on its own and
 * the same input always gives the same jobs.
 */

/** Mixes numbers into one well-spread 32-bit value (murmur3's finaliser, folded). */
export function mix(...values: number[]): number {
  let hash = 0x9e3779b9;
  for (const value of values) {
    hash = Math.imul(hash ^ (value >>> 0), 0x85ebca6b);
    hash ^= hash >>> 13;
    hash = Math.imul(hash, 0xc2b2ae35);
    hash ^= hash >>> 16;
  }
  return hash >>> 0;
}

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max]. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** `count` different items, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** An item chosen by weight: `[[item, weight], …]`. */
  weighted: <T>(choices: readonly (readonly [T, number])[]) => T;
};

/** mulberry32: small, fast and good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => shuffle(items, next).slice(0, Math.min(count, items.length)),
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [item, weight] of choices) {
        point -= weight;
        if (point < 0) return item;
      }
      return choices[choices.length - 1]![0];
    },
  };
}

export function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(next() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/**
 * A keyed permutation of [0, size): a four-round Feistel network on the next power of four, walked
 * until it lands inside the range. The demo uses it to hand every job its own company, title and
 * location combination without remembering which ones are taken.
 */
export function createPermutation(size: number, key: number): (index: number) => number {
  let halfBits = 1;
  while (4 ** halfBits < size) halfBits += 1;
  const half = 2 ** halfBits;
  const keys = [1, 2, 3, 4].map((round) => mix(key, round));
  const encrypt = (value: number) => {
    let left = Math.floor(value / half);
    let right = value % half;
    for (const roundKey of keys) {
      [left, right] = [right, ((left ^ mix(right, roundKey)) >>> 0) % half];
    }
    return left * half + right;
  };
  return (index) => {
    if (!Number.isInteger(index) || index < 0 || index >= size) {
      throw new RangeError(`index ${index} is outside [0, ${size})`);
    }
    let value = encrypt(index);
    while (value >= size) value = encrypt(value);
    return value;
  };
}
