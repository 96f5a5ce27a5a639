import { ZSearchPlacesQuery, ZSearchPlacesResponse, searchPlaces } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AddressProvider } from '../../providers/address/address-provider';

export const placesRoutes =
  (provider: AddressProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      searchPlaces.path,
      {
        schema: {
          tags: ['profile'],
          summary: 'Address suggestions in Canada for the registration form',
          querystring: ZSearchPlacesQuery,
          response: { 200: ZSearchPlacesResponse },
        },
      },
      async (request) => ({
        results: await provider.search(request.query.q, request.query.limit),
        sandbox: provider.kind === 'sandbox',
      }),
    );
  };
