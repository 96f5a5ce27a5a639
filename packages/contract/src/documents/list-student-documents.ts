import { operation } from '../common/operation';
import { ZStudentDocumentsResponse } from './student-document';

export const listStudentDocuments = operation({
  method: 'GET',
  path: '/api/v1/student/documents/',
  tag: 'documents',
  summary: "The institute's document requirements with the student's own status for each",
  response: ZStudentDocumentsResponse,
  errors: [401, 403],
});
