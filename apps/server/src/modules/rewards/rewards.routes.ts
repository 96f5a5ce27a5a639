import { getRewardPoints, listLearningLevels, listRewardHistory } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { getLearningLevels, getRewardData, getRewardHistory } from './rewards.service';

export const rewardsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    route(app, getRewardPoints, async (request) =>
      getRewardData(ctx, await student(request), await readerOf(ctx, request)),
    );

    route(app, listLearningLevels, async (request) =>
      getLearningLevels(ctx, await student(request), await readerOf(ctx, request)),
    );

    route(app, listRewardHistory, async (request) => {
      const page = await getRewardHistory(ctx, await student(request), request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });
  };
