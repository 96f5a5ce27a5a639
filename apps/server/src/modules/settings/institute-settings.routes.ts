import { getStaffInstitute, updateStaffInstitute, uploadStaffLogo } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { IMAGE_RULE } from '../files/checked-upload';
import { staffRoute } from '../staff/staff-route';
import * as settings from './institute-settings.service';

/** The admin's settings of the institute: features, branding, theme preset and links. */
export const instituteSettingsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, getStaffInstitute, () => settings.getStaffInstitute(ctx));
    staffRoute(app, ctx, auth, updateStaffInstitute, (staff, request) =>
      settings.updateStaffInstitute(ctx, actorOf(staff), request.body),
    );
    staffRoute(app, ctx, auth, uploadStaffLogo, async (staff, request) => {
      const part = await request.file({ limits: { fileSize: IMAGE_RULE.maxBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: ['Choose an image.'] });
      return settings.uploadStaffLogo(ctx, actorOf(staff), part);
    });
  };
