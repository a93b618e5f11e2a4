import { z } from 'zod';
import { text } from './fields.ts';
import { PASSWORD_MAX, passwordSchema, usernameSchema } from './auth.ts';

export const userListQuerySchema = z.object({ user_id: text().max(200).optional() });
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userRecordSchema = z.object({ name: z.string(), email: z.string() });
export type UserRecord = z.infer<typeof userRecordSchema>;

export const updatePasswordSchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX),
  new_password: passwordSchema,
});
export type UpdatePassword = z.infer<typeof updatePasswordSchema>;

export const updateProfileSchema = z.object({ username: usernameSchema });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;
