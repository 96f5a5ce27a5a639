import { getCourse, getCourseBySlug, listCourses } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { route } from '../../lib/route';
import { readerOf } from '../institute/content-language';
import * as catalogue from './catalogue.service';

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listCourses, async (request) => {
      const page = await catalogue.listCourses(ctx, request.query, await readerOf(ctx, request));
      return {
        count: page.count,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        results: page.results,
      };
    });

    route(app, getCourse, async (request) =>
      catalogue.getCourseDetail(ctx, { id: request.params.id }, await readerOf(ctx, request)),
    );

    route(app, getCourseBySlug, async (request) =>
      catalogue.getCourseDetail(ctx, { slug: request.params.slug }, await readerOf(ctx, request)),
    );
  };
