import { z } from 'zod';
import { ZLanguage } from '../enums';

/** The spec's User: `sub` is the account's stable id, the profile is the student record. */
export const ZCurrentUser = z.object({
  id: z.string(),
  sub: z.string(),
  email: z.string(),
  language: ZLanguage,
  profile: z.object({
    id: z.number().int(),
    first_name: z.string(),
    middle_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    nick_name: z.string(),
    email_verified: z.boolean(),
    profile_completion_percentage: z.number().int().min(0).max(100),
  }),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
