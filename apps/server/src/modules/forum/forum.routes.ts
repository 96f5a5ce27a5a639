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
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import * as forum from './forum.service';

export const forumRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    route(app, listForumBoards, async (request) =>
      forum.listBoards(ctx, await student(request), await readerOf(ctx, request)),
    );

    route(app, listForumThreads, async (request) => {
      const page = await forum.listThreads(ctx, await student(request), request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    route(app, createForumThread, async (request, reply) => {
      const thread = await forum.createThread(
        ctx,
        await student(request),
        request.body,
        await readerOf(ctx, request),
      );
      return reply.status(201).send(thread);
    });

    route(app, getForumThread, async (request) =>
      forum.getThread(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    route(app, createForumPost, async (request, reply) => {
      const post = await forum.replyToThread(
        ctx,
        await student(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send(post);
    });

    route(app, updateForumPost, async (request) =>
      forum.editPost(ctx, await student(request), request.params.id, request.body.body),
    );

    route(app, deleteForumPost, async (request) =>
      forum.deletePost(ctx, await student(request), request.params.id),
    );
  };
