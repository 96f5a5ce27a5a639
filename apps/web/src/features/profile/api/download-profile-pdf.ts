import { getStudentProfile } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { download } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function downloadProfilePdf(): Promise<Blob> {
  return download(getStudentProfile, { query: { download_pdf: 'true' } });
}

/** Saves the profile as `student-profile-{YYYY-MM-DD}.pdf`, dated by the student's own calendar. */
export function useDownloadProfilePdf() {
  return useMutation({
    mutationFn: downloadProfilePdf,
    onSuccess: (pdf) => saveFile(pdf, `student-profile-${dayjs().format('YYYY-MM-DD')}.pdf`),
  });
}
