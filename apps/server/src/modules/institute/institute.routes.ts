import {
  ZGetInstituteResponse,
  ZGetSiteConfigResponse,
  getInstitute as getInstituteCall,
  getSiteConfig as getSiteConfigCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
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
      async () => ({ count: 1, next: null, previous: null, results: [await getInstitute(ctx)] }),
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
      async () => getSiteConfig(ctx),
    );
  };
