import { getCertificatePdf, type TCertificate } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Saves the certificate as `certificate_{verification code}.pdf`, the code that proves it real. */
export function useDownloadCertificatePdf(certificate: TCertificate) {
  return useMutation({
    mutationFn: () => download(getCertificatePdf, { params: { id: certificate.id } }),
    onSuccess: (pdf) => saveFile(pdf, `certificate_${certificate.verification_code}.pdf`),
  });
}
