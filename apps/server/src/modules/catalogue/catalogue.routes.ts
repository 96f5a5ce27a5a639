import {
  ZGetCourseBySlugParams,
  ZGetCourseParams,
  ZGetCourseResponse,
  ZListCoursesQuery,
  ZListCoursesResponse,
  getCourse,
  getCourseBySlug,
  listCourses as listCoursesCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { readerOf } from '../institute/content-language';
import { getCourseDetail, listCourses } from './catalogue.service';

export const catalogueRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      listCoursesCall.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: "The institute's programs (public)",
          querystring: ZListCoursesQuery,
          response: { 200: ZListCoursesResponse },
        },
      },
      async (request) => {
        const page = await listCourses(ctx, request.query, await readerOf(ctx, request));
        return {
          count: page.count,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
          results: page.results,
        };
      },
    );

    app.get(
      getCourse.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One program with its outline (public)',
          params: ZGetCourseParams,
          response: { 200: ZGetCourseResponse },
        },
      },
      async (request) => getCourseDetail(ctx, { id: request.params.id }, await readerOf(ctx, request)),
    );

    app.get(
      getCourseBySlug.path,
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One program by its slug (public)',
          params: ZGetCourseBySlugParams,
          response: { 200: ZGetCourseResponse },
        },
      },
      async (request) => getCourseDetail(ctx, { slug: request.params.slug }, await readerOf(ctx, request)),
    );
  };
