import {
  exportAuditEntries,
  getStaffMe,
  getStaffMember,
  inviteStaffMember,
  listAuditEntries,
  listStaffMembers,
  updateStaffMember,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from './audit-log';
import * as audit from './audit.service';
import * as members from './staff-members.service';
import { staffRoute } from './staff-route';

/** The staff's own account, the school's staff, and the audit log. */
export const staffRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const links = (
      request: Parameters<typeof pageLinks>[0],
      page: { offset: number; limit: number; count: number },
    ) => pageLinks(request, ctx.config.publicUrl, page);

    staffRoute(app, ctx, auth, getStaffMe, (staff) => members.staffMe(ctx, staff));

    staffRoute(app, ctx, auth, listStaffMembers, async (_staff, request) => {
      const page = await members.listStaffMembers(ctx, request.query);
      return { ...page, ...links(request, { ...request.query, count: page.count }) };
    });

    staffRoute(app, ctx, auth, getStaffMember, (_staff, request) =>
      members.getStaffMember(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, inviteStaffMember, async (staff, request, reply) =>
      reply.status(201).send(await members.inviteStaffMember(ctx, actorOf(staff), request.body)),
    );

    staffRoute(app, ctx, auth, updateStaffMember, (staff, request) =>
      members.updateStaffMember(ctx, actorOf(staff), request.params.id, request.body),
    );

    staffRoute(app, ctx, auth, listAuditEntries, async (_staff, request) => {
      const page = await audit.listAudit(ctx, request.query);
      return { ...page, ...links(request, { ...request.query, count: page.count }) };
    });

    staffRoute(app, ctx, auth, exportAuditEntries, async (_staff, request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(await audit.exportAudit(ctx, request.query)),
    );
  };
