import { getStaffContent, updateStaffContent } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as items from './staff-contents.service';

/** The items of a program's room, as the school writes them. */
export const staffContentRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, getStaffContent, (staff, request) =>
      items.getStaffContent(ctx, staff, request.params.id),
    );
    staffRoute(app, ctx, auth, updateStaffContent, (staff, request) =>
      items.updateStaffContent(ctx, staff, request.params.id, request.body),
    );
  };
