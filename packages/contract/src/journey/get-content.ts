import { z } from 'zod';
import { ZContent } from './content';

/**
 * Reading one item. Locked items answer 403 with the reason as `detail`; an item of another program,
 * or another student's subscription, answers 404.
 */
export const getContent = { method: 'GET', path: '/api/v1/contents/:id/' } as const;

/**
 * The spec's view-content call: records that the student opened the item (a video: that the player
 * reached its end). It completes lessons, documents and videos, saves the item as the subscription's
 * current content and answers the item as it now stands. Repeating it changes nothing more.
 */
export const viewContent = { method: 'GET', path: '/api/v1/contents/:id/view/' } as const;

/** A document item rendered as a PDF: inline for a preview, or as a download with `download=true`. */
export const getContentPdf = { method: 'GET', path: '/api/v1/contents/:id/pdf/' } as const;

export const ZContentParams = z.object({ id: z.coerce.number().int().positive() });

/** The subscription the item is read in; without it, the student's subscription to the item's program. */
export const ZContentQuery = z.object({
  subscription: z.coerce.number().int().positive().optional(),
});
export type TContentQuery = z.infer<typeof ZContentQuery>;

export const ZContentPdfQuery = ZContentQuery.extend({
  download: z.enum(['true', 'false']).optional(),
});

export const ZGetContentResponse = ZContent;
export type TGetContentResponse = z.infer<typeof ZGetContentResponse>;
