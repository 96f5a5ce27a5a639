import { operation } from '../common/operation';
import { ZEmailPreferencesResponse } from './email-preferences';

/** The signed-in student's choice; without one, the defaults. */
export const getEmailPreferences = operation({
  method: 'GET',
  path: '/api/v1/notifications/email-preferences/',
  tag: 'notifications',
  summary: 'The notification types the student also gets by email (the defaults until they choose)',
  response: ZEmailPreferencesResponse,
  errors: [401, 403],
});
