import {
  createForumPost,
  createForumThread,
  deleteForumPost,
  getForumThread,
  listForumBoards,
  listForumThreads,
  updateForumPost,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import * as forum from './forum.service';

export const forumRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listForumBoards, async (student, request) =>
      forum.listBoards(ctx, student.profile.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, listForumThreads, async (student, request) => {
      const page = await forum.listThreads(ctx, student.profile.id, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    studentRoute(app, ctx, auth, createForumThread, async (student, request, reply) => {
      const thread = await forum.createThread(
        ctx,
        student.profile.id,
        request.body,
        await readerOf(ctx, request),
      );
      return reply.status(201).send(thread);
    });

    studentRoute(app, ctx, auth, getForumThread, async (student, request) =>
      forum.getThread(ctx, student.profile.id, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, createForumPost, async (student, request, reply) => {
      const post = await forum.replyToThread(ctx, student.profile.id, request.params.id, request.body.body);
      return reply.status(201).send(post);
    });

    studentRoute(app, ctx, auth, updateForumPost, async (student, request) =>
      forum.editPost(ctx, student.profile.id, request.params.id, request.body.body),
    );

    studentRoute(app, ctx, auth, deleteForumPost, async (student, request) =>
      forum.deletePost(ctx, student.profile.id, request.params.id),
    );
  };
