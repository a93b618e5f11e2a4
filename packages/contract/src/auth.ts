import { z } from 'zod';
import { text } from './fields.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MAX = 50;
export const VERIFICATION_CODE_LENGTH = 6;
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
export const ACCESS_TOKEN_TTL_SECONDS = 900;

export const CODE_PURPOSES = ['signup', 'reset'] as const;
export const codePurposeSchema = z.enum(CODE_PURPOSES);
export type CodePurpose = z.infer<typeof codePurposeSchema>;

/** Trimmed and lower-cased, so one mailbox is one account whatever the typing. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(320));
export const passwordSchema = text().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const usernameSchema = text().trim().min(1).max(USERNAME_MAX);
export const verificationCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`));

export const sendCodeSchema = z.object({
  email: emailSchema,
  username: text().trim().max(USERNAME_MAX).optional(),
  purpose: codePurposeSchema.default('signup'),
});
export type SendCodeInput = z.input<typeof sendCodeSchema>;
export type SendCode = z.output<typeof sendCodeSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  verification_code: verificationCodeSchema,
});
export type RegisterInput = z.input<typeof registerSchema>;
export type Register = z.output<typeof registerSchema>;

// Login accepts any non-empty password so that a too-short one is "wrong", not a hint about the rules.
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export const refreshSchema = z.object({ refresh_token: text().min(1).max(200) });
export type Refresh = z.infer<typeof refreshSchema>;

export const logoutSchema = z
  .object({ refresh_token: text().min(1).max(200).optional() })
  .default({});
export type Logout = z.output<typeof logoutSchema>;

export const resetPasswordSchema = z.object({
  email: emailSchema,
  verification_code: verificationCodeSchema,
  new_password: passwordSchema,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPassword = z.output<typeof resetPasswordSchema>;

/** Kept for clients that hold a provider ID token; only the verified id_token is trusted. */
export const googleLoginSchema = z.object({
  user_id: text().max(200).optional(),
  email: text().max(320).optional(),
  name: text().max(200).optional(),
  image: text().max(2000).optional(),
  id_token: text().max(8000).optional(),
});
export type GoogleLogin = z.infer<typeof googleLoginSchema>;

/** A base64url SHA-256 (43 characters): the hash of the browser's sign-in binding secret. */
const OAUTH_BINDING_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The browser's binding secret: 32 random bytes, base64url (43 characters). */
export const oauthVerifierSchema = z.string().regex(OAUTH_BINDING_PATTERN);

export const oauthStartQuerySchema = z.object({
  redirect: text().max(500).optional(),
  lang: z.enum(['zh', 'en']).optional(),
  /** base64url(SHA-256(verifier)); the verifier stays in the browser that started the sign-in. */
  binding: z.string().regex(OAUTH_BINDING_PATTERN),
});
export type OauthStartQuery = z.infer<typeof oauthStartQuerySchema>;

export const oauthCallbackQuerySchema = z.looseObject({
  code: text().max(2000).optional(),
  state: text().max(2000).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
});

export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  created_at: z.string(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('bearer'),
  user: authUserSchema,
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * What `/auth/callback` finds after `#` when Google sign-in ends (URL-encoded form fields): a
 * one-time code that only the browser holding the sign-in's verifier can exchange, or an error.
 */
export const oauthCallbackFragmentSchema = z.union([
  z.object({ code: z.string().min(1).max(100) }),
  z.object({ error: z.string(), error_description: z.string() }),
]);
export type OauthCallbackFragment = z.infer<typeof oauthCallbackFragmentSchema>;

/** Trades the callback's one-time code, with the verifier the browser kept, for a session. */
export const oauthExchangeSchema = z.object({
  code: z.string().min(1).max(100),
  verifier: oauthVerifierSchema,
});
export type OauthExchange = z.infer<typeof oauthExchangeSchema>;

export const oauthExchangeResultSchema = sessionSchema.extend({
  /** The same-site path the sign-in was started for, or ''. */
  redirect: z.string(),
});
export type OauthExchangeResult = z.infer<typeof oauthExchangeResultSchema>;

/** The ways Google sign-in can fail, as `error` in the callback fragment. */
export const OAUTH_ERRORS = [
  'access_denied',
  'oauth_disabled',
  'invalid_state',
  'email_not_verified',
  'server_error',
] as const;

/** `data` of answers that only carry a message. */
export const noDataSchema = z.null();

export const authProvidersSchema = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersSchema>;
