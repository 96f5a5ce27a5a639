import { operation } from '../common/operation';
import { ZStaffContent, ZStaffContentParams } from './staff-content';

/** The largest video file taken from the console, as the proxy in front of the portal lets through. */
export const STAFF_VIDEO_MAX_MB = 100;

/** A video item's file, as multipart (file): WebM or MP4. Students see the new one on their next page. */
export const uploadStaffVideo = operation({
  method: 'PUT',
  path: '/api/v1/staff/contents/:id/video/',
  tag: 'staff',
  summary: "Replace a video item's file",
  consumes: ['multipart/form-data'],
  params: ZStaffContentParams,
  response: ZStaffContent,
  errors: [401, 403, 404, 503],
  staff: { resource: 'content', action: 'update' },
});
