import { operation } from '../common/operation';
import { ZListOutboxQuery } from './list-outbox';

/** The sandbox outbox as a page, for a person reading the mails sent. */
export const showOutbox = operation({
  method: 'GET',
  path: '/dev/outbox',
  tag: 'dev',
  summary: 'The mails the sandbox sent, as a page',
  query: ZListOutboxQuery,
  hidden: true,
});
