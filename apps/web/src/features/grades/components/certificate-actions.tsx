import DownloadIcon from '@mui/icons-material/Download';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TCertificate } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast';
import { useDownloadCertificatePdf } from '../api/download-certificate-pdf';

/** The PDF to keep and the verification link to share; a revoked certificate has neither. */
export function CertificateActions({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation();
  const toast = useToast();
  const download = useDownloadCertificatePdf(certificate);
  if (certificate.status === 'revoked') return null;

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(certificate.verify_url);
      toast.success(t('grades.certificate.linkCopied'));
    } catch {
      toast.error(t('grades.certificate.copyFailed', { url: certificate.verify_url }));
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {certificate.pdf_url !== null && (
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: () => toast.error(t('grades.certificate.downloadFailed')),
            })
          }
        >
          {t('grades.certificate.download')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyLink()}>
        {t('grades.certificate.copyLink')}
      </Button>
    </Stack>
  );
}
