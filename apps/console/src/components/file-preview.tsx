import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';

type PreviewedFile = { name: string; content_type: string; preview_url: string };

/** A student's handed-in file as the browser shows it: a PDF in its viewer, an image as itself. */
export function FilePreview({ file }: { file: PreviewedFile }) {
  const translate = useTranslate();
  const title = translate('console.files.preview', { name: file.name });
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
        {translate('console.files.open', { name: file.name })}
      </Link>
    </Box>
  );
}
