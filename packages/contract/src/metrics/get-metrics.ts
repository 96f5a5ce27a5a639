import { operation } from '../common/operation';

/** Prometheus's scrape, in its text format; out of the API document, as it is for operators. */
export const getMetrics = operation({
  method: 'GET',
  path: '/metrics',
  tag: 'metrics',
  summary: 'The metrics in Prometheus text format',
  hidden: true,
  errors: [401],
});
