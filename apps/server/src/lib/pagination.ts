import type { FastifyRequest } from 'fastify';

/** The list envelope's next and previous links, absolute as the API conventions say. */
export function pageLinks(
  request: FastifyRequest,
  publicUrl: string,
  page: { offset: number; limit: number; count: number },
): { next: string | null; previous: string | null } {
  const link = (offset: number) => {
    const url = new URL(request.url, publicUrl);
    url.searchParams.set('offset', String(offset));
    url.searchParams.set('limit', String(page.limit));
    return url.toString();
  };
  return {
    next: page.offset + page.limit < page.count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
  };
}
