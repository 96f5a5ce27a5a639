import { z } from 'zod';
import { ZDocumentType } from '../enums';

export const DOCUMENT_STATUSES = [
  'pending_upload',
  'pending_to_submit',
  'awaiting_review',
  'approved',
  'rejected',
] as const;
export const ZDocumentStatus = z.enum(DOCUMENT_STATUSES);
export type TDocumentStatus = z.infer<typeof ZDocumentStatus>;

export const ZFileRef = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});

export const ZStudentDocument = z.object({
  id: z.number().int(),
  status: ZDocumentStatus,
  document: ZFileRef.nullable(),
  remarks: z.string(),
  global_document: z.object({
    id: z.number().int(),
    name: z.string(),
    document_type: ZDocumentType,
    file_extension_type: z.array(z.string()),
    max_file_size: z.number().int(),
    instruction: z.string(),
    template_file: z.string().nullable(),
    /** The text to read before signing an e-signature document, in Markdown. */
    template_text: z.string().nullable(),
    /** How an e-signature document is signed: typed name in the portal, or on DocuSign's page. */
    signing: z.enum(['builtin', 'docusign']),
  }),
});
export type TStudentDocument = z.infer<typeof ZStudentDocument>;
export const ZStudentDocumentsResponse = z.array(ZStudentDocument);

/** The document a call names by the id of the student's document. */
export const ZSignDocumentParams = z.object({ id: z.coerce.number().int().positive() });
