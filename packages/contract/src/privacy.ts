import { z } from 'zod';
import { PASSWORD_MAX, verificationCodeSchema } from './auth.ts';
import { text } from './fields.ts';

/** Raised whenever the archive's `data.json` changes shape. */
export const DATA_ARCHIVE_SCHEMA_VERSION = 1;
/** Exports one account may ask for in a day (one pending at a time). */
export const DATA_EXPORTS_PER_DAY = 3;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export const dataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);

export const dataExportSchema = z.object({
  id: z.string(),
  status: dataExportStatusSchema,
  size_bytes: z.number().int().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  /** When the mailed link stops working (ready exports only). */
  expires_at: z.string().nullable(),
  /** True once the link's time is over: the archive is gone or about to go. */
  is_expired: z.boolean(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** What the settings' privacy tab shows. */
export const privacyOverviewSchema = z.object({
  /** False for accounts made with Google: they confirm a deletion with an e-mailed code. */
  has_password: z.boolean(),
  latest_export: dataExportSchema.nullable(),
  /** How many days an export's mailed link works. */
  export_link_days: z.number().int(),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;

/** The account's password, or the 6-digit code mailed by `POST /account/delete-code`. */
export const deleteAccountSchema = z
  .object({
    password: z.string().min(1).max(PASSWORD_MAX).optional(),
    code: verificationCodeSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password === undefined && value.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password or code required' });
  });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccount = z.output<typeof deleteAccountSchema>;

export const exportDownloadParamsSchema = z.object({ id: z.uuid() });
export const exportDownloadQuerySchema = z.object({ token: text().min(1).max(200) });
