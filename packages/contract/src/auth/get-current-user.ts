import { operation } from '../common/operation';
import { ZCurrentUser } from './current-user';

export const getCurrentUser = operation({
  method: 'GET',
  path: '/api/v1/me/',
  tag: 'auth',
  summary: 'The signed-in student: account and profile summary',
  response: ZCurrentUser,
  errors: [401],
});
