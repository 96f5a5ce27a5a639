import {
  ZCreateForumThread,
  ZForumPost,
  ZForumPostBody,
  ZForumPostParams,
  ZForumThread,
  ZForumThreadParams,
  ZListForumBoardsResponse,
  ZListForumThreadsQuery,
  ZListForumThreadsResponse,
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
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import {
  createThread,
  deletePost,
  editPost,
  getThread,
  listBoards,
  listThreads,
  replyToThread,
} from './forum.service';

export const forumRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    app.get(
      listForumBoards.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'The boards the student may use: the general one, then one per program they are in',
          response: { 200: ZListForumBoardsResponse },
        },
      },
      async (request) => listBoards(ctx, await student(request), await readerOf(ctx, request)),
    );

    app.get(
      listForumThreads.path,
      {
        schema: {
          tags: ['forum'],
          summary: "A board's threads, latest activity first; a program the student is not in answers 403",
          querystring: ZListForumThreadsQuery,
          response: { 200: ZListForumThreadsResponse },
        },
      },
      async (request) => {
        const page = await listThreads(ctx, await student(request), request.query);
        return {
          ...page,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        };
      },
    );

    app.post(
      createForumThread.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'Start a thread on a board with its first post',
          body: ZCreateForumThread,
          response: { 201: ZForumThread },
        },
      },
      async (request, reply) => {
        const thread = await createThread(
          ctx,
          await student(request),
          request.body,
          await readerOf(ctx, request),
        );
        return reply.status(201).send(thread);
      },
    );

    app.get(
      getForumThread.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'A thread with its posts, oldest first; reading it marks it read',
          params: ZForumThreadParams,
          response: { 200: ZForumThread },
        },
      },
      async (request) =>
        getThread(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.post(
      createForumPost.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'Reply in a thread; its author and earlier repliers are notified',
          params: ZForumThreadParams,
          body: ZForumPostBody,
          response: { 201: ZForumPost },
        },
      },
      async (request, reply) => {
        const post = await replyToThread(ctx, await student(request), request.params.id, request.body.body);
        return reply.status(201).send(post);
      },
    );

    app.patch(
      updateForumPost.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'Edit one of the student’s own posts within the edit window',
          params: ZForumPostParams,
          body: ZForumPostBody,
          response: { 200: ZForumPost },
        },
      },
      async (request) => editPost(ctx, await student(request), request.params.id, request.body.body),
    );

    app.delete(
      deleteForumPost.path,
      {
        schema: {
          tags: ['forum'],
          summary: 'Delete one of the student’s own posts within the edit window; it stays shown as deleted',
          params: ZForumPostParams,
          response: { 200: ZForumPost },
        },
      },
      async (request) => deletePost(ctx, await student(request), request.params.id),
    );
  };
