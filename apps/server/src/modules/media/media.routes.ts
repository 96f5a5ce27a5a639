import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { openMediaAsset } from './media.service';

export const mediaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/media/:key',
      {
        schema: {
          tags: ['institute'],
          summary: 'A public image of the institute or a program (logos, course images)',
          params: z.object({ key: z.string().regex(/^[a-z0-9-]+\.[a-z0-9]+$/) }),
        },
      },
      async (request, reply) => {
        const asset = await openMediaAsset(ctx, request.params.key);
        return (
          reply
            .header('Content-Type', asset.contentType)
            .header('Content-Length', asset.size)
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            // an SVG opened on its own runs no script and loads nothing
            .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
            .send(asset.stream)
        );
      },
    );
  };
