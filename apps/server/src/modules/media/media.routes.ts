import { getMedia } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import parseRange from 'range-parser';
import { findMedia, openMediaAsset } from './media.service';

/**
 * Whether a course room's asset may be sent for the request: throws as the room would refuse it,
 * else answers whether anyone may see it ('public') or only the signed-in student ('private').
 */
export type RoomMediaAccess = (request: FastifyRequest, courseIds: number[]) => Promise<'public' | 'private'>;

const CACHE = {
  // named by a hash of its content: the same URL is always the same bytes
  public: 'public, max-age=31536000, immutable',
  // a paid program's video or captions: no shared cache keeps them, nor the browser once the student leaves
  private: 'private, no-store',
};

export const mediaRoutes =
  (ctx: AppContext, roomAccess: RoomMediaAccess): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getMedia, async (request, reply) => {
      const asset = await findMedia(ctx, request.params.key);
      const audience = asset.courseIds.length > 0 ? await roomAccess(request, asset.courseIds) : 'public';
      reply
        .header('Content-Type', asset.contentType)
        .header('Accept-Ranges', 'bytes')
        .header('Cache-Control', CACHE[audience])
        // an SVG opened on its own runs no script and loads nothing
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      const header = request.headers.range;
      const ranges = header ? parseRange(asset.size, header, { combine: true }) : undefined;
      if (ranges === -1) return reply.code(416).header('Content-Range', `bytes */${asset.size}`).send();
      // one range is served; several (rare, and only from download tools) get the whole file
      const range =
        Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
      if (!range)
        return reply.header('Content-Length', asset.size).send(await openMediaAsset(ctx, asset.key));
      return reply
        .code(206)
        .header('Content-Range', `bytes ${range.start}-${range.end}/${asset.size}`)
        .header('Content-Length', range.end - range.start + 1)
        .send(await openMediaAsset(ctx, asset.key, range));
    });
  };
