import { operation } from '../common/operation';
import { ZVerificationDetailsResponse } from './verification';

export const getVerificationDetails = operation({
  method: 'GET',
  path: '/api/v1/student/verification-details/',
  tag: 'profile',
  summary: "The school's check of each profile field",
  response: ZVerificationDetailsResponse,
  errors: [401, 403],
});
