import { downloadTranscript, transcriptFileName } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function fetchTranscriptPdf(subscriptionId: number): Promise<Blob> {
  return apiDownload(downloadTranscript.path, {
    method: 'POST',
    body: { subscription_id: subscriptionId },
  });
}

/** Saves the transcript PDF as `transcript_{subscriptionId}.pdf`. */
export function useDownloadTranscript(subscriptionId: number) {
  return useMutation({
    mutationFn: () => fetchTranscriptPdf(subscriptionId),
    onSuccess: (pdf) => saveFile(pdf, transcriptFileName(subscriptionId)),
  });
}
