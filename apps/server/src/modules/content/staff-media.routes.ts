import { removeStaffCaptions, uploadStaffCaptions, uploadStaffVideo, staffCoded } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as media from './staff-media.service';

/** A video item's file and captions, uploaded from the console. */
export const staffMediaRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, uploadStaffVideo, async (staff, request) => {
      // the reader stops one byte past the limit, so an oversized file is cut, not read to its end
      const part = await request.file({ limits: { fileSize: media.VIDEO_RULE.maxBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: [staffCoded('staff.content.chooseVideo')] });
      return media.uploadStaffVideo(ctx, staff, request.params.id, part);
    });
    staffRoute(app, ctx, auth, uploadStaffCaptions, async (staff, request) => {
      const part = await request.file({ limits: { fileSize: media.CAPTIONS_RULE.maxBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: [staffCoded('staff.content.chooseCaptions')] });
      return media.uploadStaffCaptions(ctx, staff, request.params.id, request.params.lang, part);
    });
    staffRoute(app, ctx, auth, removeStaffCaptions, (staff, request) =>
      media.removeStaffCaptions(ctx, staff, request.params.id, request.params.lang),
    );
  };
