import {
  ZCreateSupportRequest,
  ZSupportRequest,
  createSupportRequest as createSupportRequestCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { createSupportRequest } from './support.service';

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
        return reply.status(201).send(await createSupportRequest(ctx, student, request.body));
      },
    );
  };
