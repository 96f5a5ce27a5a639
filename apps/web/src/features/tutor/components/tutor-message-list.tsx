import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TTutorMessage, type TTutorSource } from '@portal/contract';
import { type ReactNode, type Ref, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tutorMessageText } from '../tutor-message-text';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import type { StreamingAnswer } from '../tutor-state';

type Place = { courseSlug: string; subscriptionId: number };

/**
 * Where an answer comes from: each passage numbered as the answer cites it ([1], [2]…), its item opened
 * in the room, with the part's heading and the section's name, marked with the passage's language.
 */
function SourceLinks({ sources, place }: { sources: TTutorSource[]; place: Place }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (sources.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Typography id={headingId} variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {t('tutor.sources')}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {sources.map((source) => (
          <Typography component="li" variant="body2" key={source.number} lang={source.lang}>
            {`[${source.number}] `}
            <Link
              component={RouterLink}
              to={PORTAL_PAGES.room(place.courseSlug, place.subscriptionId, source.content_id)}
            >
              {source.content_name}
            </Link>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {source.heading && source.heading !== source.content_name ? ` › ${source.heading}` : ''}
              {' · '}
              {source.section_name}
            </Typography>
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Bubble({ from, children }: { from: TTutorMessage['role']; children: ReactNode }) {
  const { t } = useTranslation();
  const student = from === 'student';
  return (
    <Box sx={{ alignSelf: student ? 'flex-end' : 'flex-start', maxWidth: { xs: '92%', sm: '85%' } }}>
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', textAlign: student ? 'right' : 'left', mb: 0.25 }}
      >
        {student ? t('tutor.you') : t('tutor.tutor')}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          px: 2,
          py: 1.5,
          bgcolor: student ? 'action.selected' : 'background.paper',
          borderRadius: 2,
          overflowWrap: 'anywhere',
          '& p:last-child': { mb: 0 },
        }}
      >
        {children}
      </Paper>
    </Box>
  );
}

function StudentText({ text }: { text: string }) {
  return (
    <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap' }}>
      {text}
    </Typography>
  );
}

function TutorText({ text }: { text: string }) {
  // the words show at once; their formatting follows with the renderer's code
  return (
    <Suspense fallback={<StudentText text={text} />}>
      <LazyMarkdown source={text} />
    </Suspense>
  );
}

/**
 * The conversation, oldest first, then the answer on its way, growing as it arrives. A screen reader
 * hears each message once it is complete (the log is busy while an answer streams). `ref` is the log,
 * where focus waits for the answer once a question is sent.
 */
export function TutorMessageList({
  messages,
  streaming,
  courseSlug,
  subscriptionId,
  ref,
}: {
  messages: TTutorMessage[];
  streaming: StreamingAnswer | null;
  courseSlug: string;
  subscriptionId: number;
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation();
  const place = { courseSlug, subscriptionId };
  return (
    <Stack
      ref={ref}
      role="log"
      aria-live="polite"
      aria-busy={streaming !== null}
      aria-label={t('tutor.conversation')}
      tabIndex={-1}
      spacing={2}
      sx={{ '&:focus': { outline: 'none' } }}
    >
      {messages.map((message) => (
        <Bubble key={message.id} from={message.role}>
          {message.role === 'student' ? (
            <StudentText text={message.text} />
          ) : (
            <TutorText text={tutorMessageText(message, t)} />
          )}
          {message.role === 'tutor' && <SourceLinks sources={message.sources} place={place} />}
        </Bubble>
      ))}
      {streaming && !streaming.questionStored && (
        <Bubble from="student">
          <StudentText text={streaming.question} />
        </Bubble>
      )}
      {streaming && (
        <Bubble from="tutor">
          {streaming.text ? (
            <TutorText text={streaming.text} />
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('tutor.thinking')}
              </Typography>
            </Stack>
          )}
          <SourceLinks sources={streaming.sources} place={place} />
        </Bubble>
      )}
    </Stack>
  );
}
