import {
  addStaffContent,
  addStaffSection,
  getStaffProgramOutline,
  moveStaffContent,
  removeStaffContent,
  removeStaffSection,
  updateStaffSection,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as outline from './staff-outline.service';

/** A program's sections and items: added, renamed, moved and removed from the console. */
export const staffOutlineRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, getStaffProgramOutline, (staff, request) =>
      outline.getStaffProgramOutline(ctx, staff, request.params.id),
    );
    staffRoute(app, ctx, auth, addStaffSection, async (staff, request, reply) =>
      reply.status(201).send(await outline.addStaffSection(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, updateStaffSection, (staff, request) =>
      outline.updateStaffSection(ctx, staff, request.params.id, request.body),
    );
    staffRoute(app, ctx, auth, removeStaffSection, (staff, request) =>
      outline.removeStaffSection(ctx, staff, request.params.id),
    );
    staffRoute(app, ctx, auth, addStaffContent, async (staff, request, reply) =>
      reply.status(201).send(await outline.addStaffContent(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, moveStaffContent, (staff, request) =>
      outline.moveStaffContent(ctx, staff, request.params.id, request.body),
    );
    staffRoute(app, ctx, auth, removeStaffContent, (staff, request) =>
      outline.removeStaffContent(ctx, staff, request.params.id),
    );
  };
