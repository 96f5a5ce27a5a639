import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZSubscription } from './subscription';

export const ZListSubscriptionsResponse = listOf(ZSubscription);

export const listSubscriptions = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/',
  tag: 'enrolment',
  summary: "The signed-in student's subscriptions, newest first",
  response: ZListSubscriptionsResponse,
  errors: [401, 403],
});
