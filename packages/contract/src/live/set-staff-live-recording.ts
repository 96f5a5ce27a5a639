import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStaffLiveSession, ZStaffLiveSessionParams } from './staff-live-session';

export const ZLiveRecording = z.object({ recording_url: z.string().trim().min(1, 'a full https:// link') });
export type TLiveRecording = z.input<typeof ZLiveRecording>;

export const setStaffLiveRecording = operation({
  method: 'PUT',
  path: '/api/v1/staff/live-sessions/:id/recording/',
  tag: 'staff',
  summary: 'Add or replace the recording of a session that has started; students are told the first time',
  params: ZStaffLiveSessionParams,
  body: ZLiveRecording,
  response: ZStaffLiveSession,
  errors: [401, 403, 404, 409],
  staff: { resource: 'live', action: 'update' },
});
