import { z } from 'zod';

/** Public facts about this deployment that the web app shows (e.g. on the privacy page). */
export const metaSchema = z.object({
  support_email: z.email(),
  version: z.string(),
  /**
   * The AI actions this server can do: each needs an AI provider (AI_BASE_URL). Without one the
   * web app shows them as unavailable, with the reason, before anyone clicks.
   */
  ai_features: z.object({
    translation: z.boolean(),
    bullet_rewrites: z.boolean(),
    letter_generation: z.boolean(),
    profile_fill: z.boolean(),
  }),
  /** The extension's store listing; null: install the download this server offers. */
  extension_store_url: z.url().nullable(),
});
export type Meta = z.infer<typeof metaSchema>;
