import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SyntheticEvent, useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '../../../i18n/languages';
import { useSaveCurrentContent } from '../api/save-current-content';
import { ContentMarkdown } from './content-markdown';
import type { TVideoContent } from './content-types';
import { useRecordView } from './use-record-view';

/** How often the position is saved while the video plays. */
export const SAVE_POSITION_EVERY_MS = 15_000;

/**
 * The program's video in the browser's own player (keyboard operable), with its captions in the
 * player's menu (those of the page's language shown), resumed where the student left it. The
 * position is saved while it plays, on pause and on leaving; reaching the end is what records it as
 * watched.
 */
export function VideoView({ content, readOnly }: { content: TVideoContent; readOnly: boolean }) {
  const { t, i18n } = useTranslation();
  // the browser shows this track when the player loads; its caption menu offers the others
  const pageLanguage = toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language);
  const transcriptId = useId();
  const recordView = useRecordView(content, readOnly);
  const { mutate: saveCurrent } = useSaveCurrentContent(content.subscription);
  const { src, transcript, captions, position_seconds: resumeAt } = content.video;
  const [playing, setPlaying] = useState(false);
  // kept outside the element, which is already detached when the view unmounts
  const position = useRef(resumeAt ?? 0);
  const saved = useRef(resumeAt ?? 0);

  const savePosition = useCallback(() => {
    const seconds = Math.floor(position.current);
    if (readOnly || seconds === saved.current) return;
    saved.current = seconds;
    saveCurrent({ content: content.id, position_seconds: seconds });
  }, [readOnly, saveCurrent, content.id]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(savePosition, SAVE_POSITION_EVERY_MS);
    return () => clearInterval(timer);
  }, [playing, savePosition]);

  // leaving: another item or page (unmount), or the tab hidden, which is all a closing phone tab says
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') savePosition();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      savePosition();
    };
  }, [savePosition]);

  const resumeVideo = (video: HTMLVideoElement) => {
    // a video left at its very end starts again from the beginning
    const nearEnd = Number.isFinite(video.duration) && resumeAt !== null && resumeAt >= video.duration - 1;
    if (resumeAt && !nearEnd) video.currentTime = resumeAt;
  };
  const resume = (event: SyntheticEvent<HTMLVideoElement>) => resumeVideo(event.currentTarget);
  const track = (event: SyntheticEvent<HTMLVideoElement>) => {
    position.current = event.currentTarget.currentTime;
  };
  const pause = (event: SyntheticEvent<HTMLVideoElement>) => {
    setPlaying(false);
    // at the end the browser pauses first; `ended` saves for that case
    if (event.currentTarget.ended) return;
    position.current = event.currentTarget.currentTime;
    savePosition();
  };
  const end = () => {
    setPlaying(false);
    position.current = 0;
    savePosition();
    recordView();
  };

  // in a page painted on the server, the player may have loaded, played or even finished the video
  // before this code ran and its events were heard
  const player = useRef<HTMLVideoElement>(null);
  const catchUp = useEffectEvent((video: HTMLVideoElement) => {
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA && video.currentTime === 0) resumeVideo(video);
    if (video.ended) end();
    else if (!video.paused) {
      position.current = video.currentTime;
      setPlaying(true);
    }
  });
  useEffect(() => {
    if (player.current) catchUp(player.current);
  }, []);

  return (
    <Stack spacing={3}>
      <Box
        component="video"
        ref={player}
        controls
        preload="metadata"
        src={src}
        aria-label={t('content.video.player', { name: content.name })}
        onLoadedMetadata={resume}
        onTimeUpdate={track}
        onPlay={() => setPlaying(true)}
        onPause={pause}
        onEnded={end}
        sx={{ display: 'block', width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 1 }}
      >
        {captions.map((caption) => (
          <track
            key={caption.lang}
            kind="captions"
            src={caption.src}
            srcLang={caption.lang}
            label={caption.label}
            default={caption.lang === pageLanguage}
          />
        ))}
        <Typography component="span">
          {t('content.video.unsupported')} <Link href={src}>{t('content.video.download')}</Link>
        </Typography>
      </Box>
      {!content.is_completed && !readOnly && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('content.video.hint')}
        </Typography>
      )}
      {transcript.trim() && (
        <Accordion disableGutters variant="outlined" slotProps={{ heading: { component: 'h2' } }}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`${transcriptId}-summary`}
            aria-controls={`${transcriptId}-text`}
          >
            <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
              {t('content.video.transcript')}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <ContentMarkdown source={transcript} headingLevel={3} lang={content.lang} />
          </AccordionDetails>
        </Accordion>
      )}
    </Stack>
  );
}
