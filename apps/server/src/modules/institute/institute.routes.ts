import {
  ZGetInstituteResponse,
  ZGetSiteConfigResponse,
  getInstitute as getInstituteCall,
  getSiteConfig as getSiteConfigCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readerOf } from './content-language';
import { getInstitute, getSiteConfig } from './institute.service';

export const instituteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      getInstituteCall.path,
      {
        schema: {
          tags: ['institute'],
          summary: 'The institute running the portal (public; a list whose first element is read)',
          response: { 200: ZGetInstituteResponse },
        },
      },
      async (request) => ({
        count: 1,
        next: null,
        previous: null,
        results: [await getInstitute(ctx, await readerOf(ctx, request))],
      }),
    );

    app.get(
      getSiteConfigCall.path,
      {
        schema: {
          tags: ['institute'],
          summary: 'White-label site configuration (public)',
          response: { 200: ZGetSiteConfigResponse },
        },
      },
      async (request) => getSiteConfig(ctx, await readerOf(ctx, request)),
    );
  };
