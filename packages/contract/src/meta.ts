import { z } from 'zod';

/** Public facts about this deployment that the web app shows (e.g. on the privacy page). */
export const metaSchema = z.object({
  support_email: z.email(),
  version: z.string(),
  /** The extension's store listing; null: install the download this server offers. */
  extension_store_url: z.url().nullable(),
});
export type Meta = z.infer<typeof metaSchema>;
