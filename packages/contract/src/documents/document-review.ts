import { z } from 'zod';
import { ZDocumentType } from '../enums';
import { ZDocumentStatus } from './student-document';

/** A student's document as the school reviews it: whose it is, what it answers, and its file. */
export const ZDocumentReview = z.object({
  id: z.number().int(),
  status: ZDocumentStatus,
  remarks: z.string(),
  updated_at: z.string(),
  student: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
  }),
  requirement: z.object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    document_type: ZDocumentType,
  }),
  /** The file the student handed in (or signed); `preview_url` shows it in the browser. */
  file: z
    .object({
      name: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      preview_url: z.string(),
    })
    .nullable(),
  /** For an e-signature document: who signed, and when. */
  signature: z.object({ full_name: z.string(), signed_at: z.string() }).nullable(),
});
export type TDocumentReview = z.infer<typeof ZDocumentReview>;

export const ZDocumentReviewParams = z.object({ id: z.coerce.number().int().positive() });
