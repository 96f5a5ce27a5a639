import { z } from 'zod';

export const createSupportRequest = { method: 'POST', path: '/api/v1/support/' } as const;

export const SUPPORT_SOURCES = ['help', 'report', 'contact', 'access'] as const;

export const ZCreateSupportRequest = z.object({
  subject: z
    .string({ error: 'Please enter a subject.' })
    .trim()
    .min(1, 'Please enter a subject.')
    .max(200, 'Keep the subject under 200 characters.'),
  message: z
    .string({ error: 'Please write your message.' })
    .trim()
    .min(1, 'Please write your message.')
    .max(5000, 'Keep the message under 5000 characters.'),
  /** Where the student wrote from: the Help form, Report an Issue, Contact us, or the access-pending screen. */
  source: z.enum(SUPPORT_SOURCES).default('help'),
});
export type TCreateSupportRequest = z.input<typeof ZCreateSupportRequest>;

export const ZSupportRequest = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  source: z.enum(SUPPORT_SOURCES),
  created_at: z.string(),
});
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
