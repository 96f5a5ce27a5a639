import { getRewardPoints, listLearningLevels, listRewardHistory } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import { getLearningLevels, getRewardData, getRewardHistory } from './rewards.service';

export const rewardsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, getRewardPoints, async (student, request) =>
      getRewardData(ctx, student.profile.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, listLearningLevels, async (student, request) =>
      getLearningLevels(ctx, student.profile.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, listRewardHistory, async (student, request) => {
      const page = await getRewardHistory(ctx, student.profile.id, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });
  };
