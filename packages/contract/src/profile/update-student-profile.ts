import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSubscribeResponse } from '../enrolment/subscribe';
import { ZStudentProfile } from './student-profile';

/** The update's answer: the profile, and whether this update is the one that completed it. */
/** The saved profile; `subscription` is the one of the enrolment section's program, made by this save or before. */
export const ZUpdateStudentProfileResponse = ZStudentProfile.extend({
  completed_now: z.boolean(),
  subscription: ZSubscribeResponse.omit({ invited: true }).nullable(),
});
export type TUpdateStudentProfileResponse = z.infer<typeof ZUpdateStudentProfileResponse>;

/** Multipart form data (or JSON from scripts), whose fields the service reads and checks. */
export const ZUpdateStudentProfileBody = z.unknown();

export const updateStudentProfile = operation({
  method: 'PATCH',
  path: '/api/v1/student/profile/',
  tag: 'profile',
  summary: 'Update the profile (multipart form data; empty values left out, the photo only if changed)',
  consumes: ['multipart/form-data', 'application/json'],
  body: ZUpdateStudentProfileBody,
  response: ZUpdateStudentProfileResponse,
  errors: [401, 403],
});
