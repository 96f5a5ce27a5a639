import type { TDocumentReview } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The handed-in file as the browser shows it: a PDF in its viewer, an image as itself. */
export function DocumentPreview({ review }: { review: TDocumentReview }) {
  const translate = useTranslate();
  const { file } = review;
  if (!file) return <Typography>{translate('console.documents.noFile')}</Typography>;
  const title = translate('console.documents.preview', { name: file.name });
  return (
    <Box>
      {file.content_type === 'application/pdf' ? (
        <Box
          component="iframe"
          src={file.preview_url}
          title={title}
          sx={{ width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider' }}
        />
      ) : file.content_type.startsWith('image/') ? (
        <Box
          component="img"
          src={file.preview_url}
          alt={title}
          sx={{ maxWidth: '100%', maxHeight: 640, border: 1, borderColor: 'divider' }}
        />
      ) : null}
      <Link href={file.preview_url} target="_blank" rel="noopener" sx={{ display: 'inline-block', mt: 1 }}>
        {translate('console.documents.open', { name: file.name })}
      </Link>
    </Box>
  );
}
