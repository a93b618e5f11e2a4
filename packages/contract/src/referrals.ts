import { z } from 'zod';

export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;
export const referralCodeSchema = z.string().trim().regex(REFERRAL_CODE_PATTERN);

export const claimReferralSchema = z.object({ code: referralCodeSchema });
export type ClaimReferral = z.infer<typeof claimReferralSchema>;

/** attached: remembered and rewarded; held: waits for an operator; ignored: own code, unknown, too late. */
export const claimReferralResultSchema = z.object({
  status: z.enum(['attached', 'held', 'ignored']),
});

export const SHARE_CHANNELS = ['native', 'copy', 'weibo', 'x', 'linkedin', 'wechat'] as const;
export const shareReferralSchema = z.object({ channel: z.enum(SHARE_CHANNELS) });
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

export const shareResultSchema = z.object({
  is_rewarded: z.boolean(),
  points: z.number().int(),
});
export type ShareResult = z.infer<typeof shareResultSchema>;

export const referralOverviewSchema = z.object({
  code: z.string(),
  link: z.string(),
  /** Accounts that joined through the link (held ones not counted until approved). */
  joined: z.number().int(),
  points_earned: z.number().int(),
  is_share_rewarded: z.boolean(),
});
export type ReferralOverview = z.infer<typeof referralOverviewSchema>;
