import { getCertificatePdf, type TCertificate } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, buildPath } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Saves the certificate as `certificate_{verification code}.pdf`, the code that proves it real. */
export function useDownloadCertificatePdf(certificate: TCertificate) {
  return useMutation({
    mutationFn: () => apiDownload(buildPath(getCertificatePdf.path, { id: certificate.id })),
    onSuccess: (pdf) => saveFile(pdf, `certificate_${certificate.verification_code}.pdf`),
  });
}
