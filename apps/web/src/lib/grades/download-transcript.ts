import { downloadTranscript, transcriptFileName } from '@portal/contract';
import { apiDownload } from '../api-client';
import { saveFile } from '../save-file';

export function fetchTranscriptPdf(subscriptionId: number): Promise<Blob> {
  return apiDownload(downloadTranscript.path, {
    method: 'POST',
    body: { subscription_id: subscriptionId },
  });
}

/** Fetches the transcript PDF and saves it as `transcript_{subscriptionId}.pdf`. */
export async function saveTranscriptPdf(subscriptionId: number): Promise<void> {
  saveFile(await fetchTranscriptPdf(subscriptionId), transcriptFileName(subscriptionId));
}
