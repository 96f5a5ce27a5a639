import { operation } from '../common/operation';
import { ZContentParams, ZContentQuery, ZGetContentResponse } from './get-content';

/**
 * The spec's view-content call: records that the student opened the item (a video: that the player
 * reached its end). It completes lessons, documents and videos, saves the item as the subscription's
 * current content and answers the item as it now stands. Repeating it changes nothing more.
 */
export const viewContent = operation({
  method: 'GET',
  path: '/api/v1/contents/:id/view/',
  tag: 'journey',
  summary: 'Record that the student viewed the item (a video: watched to its end); idempotent',
  params: ZContentParams,
  query: ZContentQuery,
  response: ZGetContentResponse,
  errors: [401, 403, 404],
});
