import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentMarkdown } from './content-markdown';
import type { TDocumentContent } from './content-types';
import { useRecordViewOnOpen } from './use-record-view';

/**
 * The document in the browser's PDF viewer (an iframe: the site's policy allows frames of its own
 * pages but no `<object>`), a download, and the document's text below. Opening it completes it.
 */
export function DocumentView({ content, readOnly }: { content: TDocumentContent; readOnly: boolean }) {
  const { t } = useTranslation();
  useRecordViewOnOpen(content, readOnly);
  const { pdf_url: pdfUrl, download_url: downloadUrl } = content.document;
  return (
    <Stack spacing={3}>
      <Box
        component="iframe"
        src={pdfUrl}
        title={t('content.document.preview', { name: content.name })}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: '60vh', md: '75vh' },
          minHeight: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('content.document.fallback')}{' '}
          <Link href={pdfUrl} target="_blank" rel="noopener noreferrer">
            {t('content.document.openPdf')}
            <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden />
          </Link>
        </Typography>
        <Button
          variant="contained"
          component="a"
          href={downloadUrl}
          download
          startIcon={<DownloadIcon />}
          aria-label={t('content.document.downloadNamed', { name: content.name })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('content.document.download')}
        </Button>
      </Stack>
      {content.body && <ContentMarkdown source={content.body} lang={content.lang} />}
    </Stack>
  );
}
