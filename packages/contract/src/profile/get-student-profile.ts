import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStudentProfile } from './student-profile';

export const ZStudentProfileQuery = z.object({ download_pdf: z.enum(['true', 'false']).optional() });

/** With `download_pdf=true` the answer is the profile as a PDF file, not JSON. */
export const getStudentProfile = operation({
  method: 'GET',
  path: '/api/v1/student/profile/',
  tag: 'profile',
  summary: "The student's profile; with download_pdf=true, the profile as a PDF",
  query: ZStudentProfileQuery,
  response: ZStudentProfile,
  errors: [401, 403],
});
