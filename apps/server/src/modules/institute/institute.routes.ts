import { getInstitute, getSiteConfig } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import { readerOf } from './content-language';
import * as institute from './institute.service';

export const instituteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getInstitute, async (request) => ({
      count: 1,
      next: null,
      previous: null,
      results: [await institute.getInstitute(ctx, await readerOf(ctx, request))],
    }));

    route(app, getSiteConfig, async (request) => institute.getSiteConfig(ctx, await readerOf(ctx, request)));
  };
