import type { Redis } from 'ioredis';

export type Count = { count: number; resetInMs: number };

/** Fixed-window counters, in memory for one process or in Redis for many. */
export type CounterStore = {
  /** Counts one hit; the window starts at the first hit of the key. */
  hit: (key: string, windowMs: number) => Promise<Count>;
  peek: (key: string) => Promise<Count>;
  clear: (key: string) => Promise<void>;
};

const EMPTY: Count = { count: 0, resetInMs: 0 };
const SWEEP_ABOVE = 10_000;

/** Follows the app's clock, so tests can move time forward instead of sleeping. */
export function createMemoryCounterStore(now: () => Date): CounterStore {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const time = now().getTime();
    for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key);
  };
  return {
    hit: async (key, windowMs) => {
      if (entries.size > SWEEP_ABOVE) sweep();
      const entry = live(key) ?? { count: 0, resetAt: now().getTime() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.resetAt - now().getTime() };
    },
    peek: async (key) => {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now().getTime() } : EMPTY;
    },
    clear: async (key) => {
      entries.delete(key);
    },
  };
}

const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Shared by every instance that uses the same Redis and prefix. */
export function createRedisCounterStore(redis: Redis, prefix: string): CounterStore {
  const name = (key: string) => `${prefix}counter:${key}`;
  return {
    hit: async (key, windowMs) => {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, name(key), windowMs)) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    peek: async (key) => {
      const [[, value], [, ttl]] = (await redis.multi().get(name(key)).pttl(name(key)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return value ? { count: Number(value), resetInMs: Math.max(ttl, 0) } : EMPTY;
    },
    clear: async (key) => {
      await redis.del(name(key));
    },
  };
}
