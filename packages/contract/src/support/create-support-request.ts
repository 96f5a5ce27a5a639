import { z } from 'zod';
import { operation } from '../common/operation';
import { SUPPORT_SOURCES, ZSupportRequest } from './support-request';

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

export const createSupportRequest = operation({
  method: 'POST',
  path: '/api/v1/support/',
  tag: 'support',
  summary: 'Send the school a help request or an issue report',
  body: ZCreateSupportRequest,
  response: ZSupportRequest,
  status: 201,
  errors: [401, 429],
});
