import { operation } from '../common/operation';
import { ZEmailPreferences, ZEmailPreferencesResponse } from './email-preferences';

/** Replaces the whole choice; an empty list turns notification emails off. */
export const updateEmailPreferences = operation({
  method: 'PUT',
  path: '/api/v1/notifications/email-preferences/',
  tag: 'notifications',
  summary: 'Choose the notification types the student also gets by email',
  body: ZEmailPreferences,
  response: ZEmailPreferencesResponse,
  errors: [401, 403],
});
