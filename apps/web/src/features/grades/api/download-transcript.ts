import { useMutation } from '@tanstack/react-query';
import { saveTranscriptPdf } from '../../../lib/grades/download-transcript';

/** Saves the transcript PDF as `transcript_{subscriptionId}.pdf`. */
export function useDownloadTranscript(subscriptionId: number) {
  return useMutation({ mutationFn: () => saveTranscriptPdf(subscriptionId) });
}
