import { searchPlaces } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import type { AddressProvider } from '../../providers/address/address-provider';

export const placesRoutes =
  (provider: AddressProvider): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, searchPlaces, async (request) => ({
      results: await provider.search(request.query.q, request.query.limit),
      sandbox: provider.kind === 'sandbox',
    }));
  };
