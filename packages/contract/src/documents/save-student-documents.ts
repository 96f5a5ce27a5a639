import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStudentDocumentsResponse } from './student-document';

/** The whole list of non-approved items: each with the uploaded file's id, or null to clear it. */
export const ZSaveStudentDocumentsRequest = z
  .array(z.object({ id: z.number().int(), document: z.number().int().nullable() }))
  .max(100);
export type TSaveStudentDocumentsRequest = z.infer<typeof ZSaveStudentDocumentsRequest>;

export const saveStudentDocuments = operation({
  method: 'PATCH',
  path: '/api/v1/student/documents/',
  tag: 'documents',
  summary: 'Save the whole list of non-approved documents; the answer replaces the list',
  body: ZSaveStudentDocumentsRequest,
  response: ZStudentDocumentsResponse,
  errors: [401, 403, 404, 503],
});
