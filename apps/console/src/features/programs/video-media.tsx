import {
  LANGUAGES,
  STAFF_VIDEO_MAX_MB,
  type TLanguage,
  type TStaffContent,
  removeStaffCaptions,
  uploadStaffCaptions,
  uploadStaffVideo,
} from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { FileUpload } from '../../components/file-upload';
import { call, upload } from '../../lib/api';

/** The last part of a file's address, as the member recognises it. */
const fileName = (src: string) => decodeURIComponent(src.split('/').pop() ?? src);

/** A video item's file and its captions, one a language: replaced, added or removed. */
export function VideoMedia() {
  const item = useRecordContext<TStaffContent>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!item?.video) return null;
  const { video } = item;
  const languageName = (lang: TLanguage) => translate(`console.institute.languages.${lang}`);
  const remove = (lang: TLanguage) =>
    call(removeStaffCaptions, { params: { id: item.id, lang } }).then(
      () => {
        notify('console.media.captionsRemoved', { type: 'success' });
        refresh();
      },
      (error: Error) => notify(error.message, { type: 'error' }),
    );
  return (
    <Box component="section" aria-labelledby="video-title" sx={{ p: 2 }}>
      <Typography id="video-title" component="h2" variant="h6">
        {translate('console.media.title')}
      </Typography>
      <Stack spacing={2} sx={{ mt: 1, maxWidth: 720 }}>
        <Typography>
          {translate('console.media.current')}{' '}
          <Link href={video.src} target="_blank" rel="noopener">
            {fileName(video.src)}
          </Link>
        </Typography>
        <FileUpload
          label={translate('console.media.videoFile')}
          help={translate('console.media.videoHelp', { mb: STAFF_VIDEO_MAX_MB })}
          accept=".webm,.mp4,video/webm,video/mp4"
          send={(form) => upload(uploadStaffVideo, form, { params: { id: item.id } })}
        />
        {LANGUAGES.map((lang) => {
          const captions = video.captions.find((c) => c.lang === lang);
          return (
            <Box key={lang} component="section" aria-labelledby={`captions-${lang}`}>
              <Typography id={`captions-${lang}`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {translate('console.media.captionsIn', { language: languageName(lang) })}
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, my: 1 }}>
                {captions ? (
                  <>
                    <Link href={captions.src} target="_blank" rel="noopener">
                      {fileName(captions.src)}
                    </Link>
                    <Button color="error" size="small" onClick={() => remove(lang)}>
                      {translate('console.media.removeCaptions', { language: languageName(lang) })}
                    </Button>
                  </>
                ) : (
                  <Typography color="text.secondary">{translate('console.media.noCaptions')}</Typography>
                )}
              </Box>
              <FileUpload
                label={translate('console.media.captionsFile', { language: languageName(lang) })}
                help={translate('console.media.captionsHelp')}
                accept=".vtt,text/vtt"
                send={(form) => upload(uploadStaffCaptions, form, { params: { id: item.id, lang } })}
              />
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
