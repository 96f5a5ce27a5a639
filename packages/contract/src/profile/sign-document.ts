import { z } from 'zod';

// apart from documents.ts, so the pages that list documents load no zod
export const ZSignDocumentRequest = z.object({
  full_name: z.string().trim().min(2, 'Type your full name to sign').max(200),
  consent: z.literal(true, { error: 'Please confirm that you agree to sign electronically' }),
});
