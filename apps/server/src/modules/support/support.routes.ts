import { createSupportRequest, getSupportRequest, listSupportRequests } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import * as support from './support.service';

export const supportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, createSupportRequest, async (request, reply) => {
      // a student who cannot verify their email may still ask for help
      const student = await requireStudent(auth, ctx.db, request, { verified: false });
      return reply
        .status(201)
        .send(await support.createSupportRequest(ctx, student, request.body, request.log));
    });

    route(app, listSupportRequests, async (request) => {
      const student = await requireStudent(auth, ctx.db, request, { verified: false });
      const page = await support.listSupportRequests(ctx, student.profile.id, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    route(app, getSupportRequest, async (request) => {
      const student = await requireStudent(auth, ctx.db, request, { verified: false });
      return support.getSupportRequest(ctx, student.profile.id, request.params.id);
    });
  };
