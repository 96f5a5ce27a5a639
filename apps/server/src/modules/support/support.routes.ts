import {
  ZCreateSupportRequest,
  ZListQuery,
  ZListSupportRequestsResponse,
  ZSupportRequest,
  ZSupportRequestParams,
  ZSupportThread,
  createSupportRequest as createSupportRequestCall,
  getSupportRequest as getSupportRequestCall,
  listSupportRequests as listSupportRequestsCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { createSupportRequest, getSupportRequest, listSupportRequests } from './support.service';

export const supportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      createSupportRequestCall.path,
      {
        schema: {
          tags: ['support'],
          summary: 'Send the school a help request or an issue report',
          body: ZCreateSupportRequest,
          response: { 201: ZSupportRequest },
        },
      },
      async (request, reply) => {
        // a student who cannot verify their email may still ask for help
        const student = await requireStudent(auth, ctx.db, request, { verified: false });
        return reply.status(201).send(await createSupportRequest(ctx, student, request.body, request.log));
      },
    );

    app.get(
      listSupportRequestsCall.path,
      {
        schema: {
          tags: ['support'],
          summary: "The student's own support requests, newest first, with the school's answers",
          querystring: ZListQuery,
          response: { 200: ZListSupportRequestsResponse },
        },
      },
      async (request) => {
        const student = await requireStudent(auth, ctx.db, request, { verified: false });
        const page = await listSupportRequests(ctx, student.profile.id, request.query);
        return {
          ...page,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        };
      },
    );

    app.get(
      getSupportRequestCall.path,
      {
        schema: {
          tags: ['support'],
          summary: "One of the student's own support requests, with the school's answers",
          params: ZSupportRequestParams,
          response: { 200: ZSupportThread },
        },
      },
      async (request) => {
        const student = await requireStudent(auth, ctx.db, request, { verified: false });
        return getSupportRequest(ctx, student.profile.id, request.params.id);
      },
    );
  };
