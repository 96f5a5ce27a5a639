import { z } from 'zod';
import { ZLanguage } from '../enums';

export const getCurrentUser = { method: 'GET', path: '/api/v1/me/' } as const;

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

export const updateCurrentUser = { method: 'PATCH', path: '/api/v1/me/' } as const;
export const ZUpdateCurrentUserRequest = z.object({ language: ZLanguage });
