import { createSupportRequest, getSupportRequest, listSupportRequests } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import * as support from './support.service';

// a student who cannot verify their email may still ask for help
const unverifiedToo = { verified: false };

export const supportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, createSupportRequest, unverifiedToo, async (student, request, reply) =>
      reply.status(201).send(await support.createSupportRequest(ctx, student, request.body, request.log)),
    );

    studentRoute(app, ctx, auth, listSupportRequests, unverifiedToo, async (student, request) => {
      const page = await support.listSupportRequests(ctx, student.profile.id, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    studentRoute(app, ctx, auth, getSupportRequest, unverifiedToo, (student, request) =>
      support.getSupportRequest(ctx, student.profile.id, request.params.id),
    );
  };
