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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { call, fieldsOf, upload } from '../../lib/api';

/** The last part of a file's address, as the member recognises it. */
const fileName = (src: string) => decodeURIComponent(src.split('/').pop() ?? src);

/** A file chosen and sent on its own, its refusal under the field and kept until another is chosen. */
function FileUpload({
  label,
  help,
  accept,
  send,
}: {
  label: string;
  help: string;
  accept: string;
  send: (form: FormData) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      await send(form);
      setProblems([]);
      notify('console.media.uploaded', { type: 'success' });
      refresh();
    } catch (error) {
      const fields = fieldsOf(error);
      if (fields.file) setProblems(fields.file);
      else notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        type="file"
        label={label}
        error={problems.length > 0}
        helperText={problems.length > 0 ? problems.join(' ') : help}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept } }}
        onChange={(event) => {
          setFile((event.target as HTMLInputElement).files?.[0] ?? null);
          setProblems([]);
        }}
        sx={{ minWidth: 280 }}
      />
      <Button variant="outlined" disabled={!file || busy} onClick={submit} sx={{ mt: { sm: 1 } }}>
        {translate('console.media.upload')}
      </Button>
    </Stack>
  );
}

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
