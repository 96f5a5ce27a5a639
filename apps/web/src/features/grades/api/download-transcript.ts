import { downloadTranscript, transcriptFileName } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Fetches the transcript PDF and saves it as `transcript_{subscriptionId}.pdf`. */
async function saveTranscriptPdf(subscriptionId: number): Promise<void> {
  const pdf = await download(downloadTranscript, { body: { subscription_id: subscriptionId } });
  saveFile(pdf, transcriptFileName(subscriptionId));
}

/** Saves the transcript PDF as `transcript_{subscriptionId}.pdf`. */
export function useDownloadTranscript(subscriptionId: number) {
  return useMutation({ mutationFn: () => saveTranscriptPdf(subscriptionId) });
}
