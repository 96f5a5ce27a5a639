import {
  ZLearningLevelsResponse,
  ZListQuery,
  ZRewardData,
  ZRewardHistoryResponse,
  getRewardPoints as getRewardPointsCall,
  listLearningLevels as listLearningLevelsCall,
  listRewardHistory as listRewardHistoryCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { getLearningLevels, getRewardData, getRewardHistory } from './rewards.service';

export const rewardsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    app.get(
      getRewardPointsCall.path,
      {
        schema: {
          tags: ['rewards'],
          summary: "The student's reward points, level and points needed for the next level",
          response: { 200: ZRewardData },
        },
      },
      async (request) => getRewardData(ctx, await student(request), await readerOf(ctx, request)),
    );

    app.get(
      listLearningLevelsCall.path,
      {
        schema: {
          tags: ['rewards'],
          summary: 'The school’s learning levels, lowest first, with those the student has reached',
          response: { 200: ZLearningLevelsResponse },
        },
      },
      async (request) => getLearningLevels(ctx, await student(request), await readerOf(ctx, request)),
    );

    app.get(
      listRewardHistoryCall.path,
      {
        schema: {
          tags: ['rewards'],
          summary: 'What earned the student their points, newest first',
          querystring: ZListQuery,
          response: { 200: ZRewardHistoryResponse },
        },
      },
      async (request) => {
        const page = await getRewardHistory(ctx, await student(request), request.query);
        return {
          ...page,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        };
      },
    );
  };
