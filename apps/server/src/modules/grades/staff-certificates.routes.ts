import { getStaffCertificate, listStaffCertificates, revokeStaffCertificate } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as certificates from './staff-certificates.service';

/** The registrar's register of issued certificates, and their revocation. */
export const staffCertificateRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffCertificates, async (_staff, request) => {
      const page = await certificates.listStaffCertificates(ctx, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getStaffCertificate, (_staff, request) =>
      certificates.getStaffCertificate(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, revokeStaffCertificate, (staff, request) =>
      certificates.revokeStaffCertificate(ctx, actorOf(staff), request.params.id, request.body.reason),
    );
  };
