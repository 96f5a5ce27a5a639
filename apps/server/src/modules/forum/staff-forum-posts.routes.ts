import {
  getStaffForumPost,
  hideStaffForumPost,
  listStaffForumPosts,
  unhideStaffForumPost,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { reachOf } from '../staff/staff-session';
import { staffRoute } from '../staff/staff-route';
import * as moderation from './staff-forum-posts.service';

/** The boards' moderation: every post, hidden ones too, hidden or shown again with who did it. */
export const staffForumPostRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffForumPosts, async (staff, request) => {
      const page = await moderation.listStaffForumPosts(ctx, request.query, reachOf(staff));
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });
    staffRoute(app, ctx, auth, getStaffForumPost, (staff, request) =>
      moderation.getStaffForumPost(ctx, request.params.id, reachOf(staff)),
    );
    staffRoute(app, ctx, auth, hideStaffForumPost, (staff, request) =>
      moderation.setPostHidden(ctx, request.params.id, true, actorOf(staff), reachOf(staff)),
    );
    staffRoute(app, ctx, auth, unhideStaffForumPost, (staff, request) =>
      moderation.setPostHidden(ctx, request.params.id, false, actorOf(staff), reachOf(staff)),
    );
  };
