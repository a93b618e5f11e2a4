import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  uptime_seconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;

export const readinessSchema = healthSchema.extend({
  database: z.enum(['pglite', 'postgres']),
});
export type Readiness = z.infer<typeof readinessSchema>;
