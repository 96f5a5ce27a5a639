import { z } from 'zod';

export const SUPPORT_SOURCES = ['help', 'report', 'contact', 'access'] as const;

export const ZSupportRequest = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  source: z.enum(SUPPORT_SOURCES),
  created_at: z.string(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;

export const ZSupportAnswer = z.object({ id: z.number().int(), message: z.string(), created_at: z.string() });
export type TSupportAnswer = z.infer<typeof ZSupportAnswer>;

/** A request with the school's answers, oldest first. */
export const ZSupportThread = ZSupportRequest.extend({
  status: z.enum(['open', 'answered']),
  answers: z.array(ZSupportAnswer),
});
export type TSupportThread = z.infer<typeof ZSupportThread>;
