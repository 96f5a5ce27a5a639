import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZCurrentUser } from './current-user';

export const ZUpdateCurrentUserRequest = z.object({ language: ZLanguage });

export const updateCurrentUser = operation({
  method: 'PATCH',
  path: '/api/v1/me/',
  tag: 'auth',
  summary: "Remember the student's language, used for the mails they receive",
  body: ZUpdateCurrentUserRequest,
  response: ZCurrentUser,
  errors: [401],
});
