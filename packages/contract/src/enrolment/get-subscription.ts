import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSubscription } from './subscription';

export const ZGetSubscriptionParams = z.object({ id: z.coerce.number().int().positive() });

export const getSubscription = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/:id/',
  tag: 'enrolment',
  summary: 'One of the student’s subscriptions',
  params: ZGetSubscriptionParams,
  response: ZSubscription,
  errors: [401, 403, 404],
});
