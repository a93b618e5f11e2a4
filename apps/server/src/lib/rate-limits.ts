/** A route's limit per client address, for `config` of the route (see plugins/rate-limit.ts). */
export const perIp = (max: number, timeWindow: string) => ({ rateLimit: { max, timeWindow } });
