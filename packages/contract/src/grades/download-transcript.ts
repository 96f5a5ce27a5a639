import { z } from 'zod';
import { operation } from '../common/operation';

export const ZDownloadTranscriptRequest = z.object({ subscription_id: z.number().int().positive() });
export type TDownloadTranscriptRequest = z.infer<typeof ZDownloadTranscriptRequest>;

export const transcriptFileName = (subscriptionId: number) => `transcript_${subscriptionId}.pdf`;

/**
 * The spec's transcript download: a PDF with every assessed item, its marks and grade, and the GPA;
 * the web saves it as `transcript_{subscriptionId}.pdf`. Available for any of the student's own
 * subscriptions (an unfinished program's transcript says it is in progress); another's answers 404.
 */
export const downloadTranscript = operation({
  method: 'POST',
  path: '/api/v1/transcripts/download/',
  tag: 'grades',
  summary: 'The transcript as a PDF (saved by the web as transcript_{subscriptionId}.pdf)',
  body: ZDownloadTranscriptRequest,
  errors: [401, 403, 404],
});
