import { z } from 'zod';
import { operation } from '../common/operation';
import { ZContentParams, ZContentQuery } from './get-content';

export const ZContentPdfQuery = ZContentQuery.extend({
  download: z.enum(['true', 'false']).optional(),
});

/** A document item rendered as a PDF: inline for a preview, or as a download with `download=true`. */
export const getContentPdf = operation({
  method: 'GET',
  path: '/api/v1/contents/:id/pdf/',
  tag: 'journey',
  summary: 'A document item as a PDF (inline, or a download with download=true)',
  params: ZContentParams,
  query: ZContentPdfQuery,
  errors: [401, 403, 404],
});
