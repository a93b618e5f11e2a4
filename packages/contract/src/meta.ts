import { z } from 'zod';

/** Public facts about this deployment that the web app shows (e.g. on the privacy page). */
export const metaSchema = z.object({
  support_email: z.email(),
  version: z.string(),
});
export type Meta = z.infer<typeof metaSchema>;
