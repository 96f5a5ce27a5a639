import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TSupportThread } from '@portal/contract';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

type SupportRequestCardProps = { request: TSupportThread; schoolName: string | undefined };

/** One request as a conversation: what the student wrote, then the school's answers, oldest first. */
export function SupportRequestCard({ request, schoolName }: SupportRequestCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const headingId = useId();
  const answered = request.status === 'answered';
  const school = schoolName ?? t('support.theSchool');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('support.sentOn', {
              date: format.instantDate(request.created_at),
              source: t(`support.sources.${request.source}`),
            })}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={answered ? 'success' : 'default'}
          variant={answered ? 'filled' : 'outlined'}
          label={t(`support.status.${request.status}`)}
        />
      </Box>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
        <ThreadMessage
          author={t('support.you')}
          date={format.instantDate(request.created_at)}
          text={request.message}
        />
        {request.answers.map((answer) => (
          <ThreadMessage
            key={answer.id}
            author={school}
            date={format.instantDate(answer.created_at)}
            text={answer.message}
            fromSchool
          />
        ))}
      </Stack>
      {!answered && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          {t('support.waiting')}
        </Typography>
      )}
    </Paper>
  );
}

function ThreadMessage({
  author,
  date,
  text,
  fromSchool = false,
}: {
  author: ReactNode;
  date: string;
  text: string;
  fromSchool?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        ml: fromSchool ? { xs: 2, sm: 5 } : 0,
        mr: fromSchool ? 0 : { xs: 2, sm: 5 },
        p: 1.5,
        borderRadius: 2,
        bgcolor: fromSchool ? 'background.paper' : 'background.neutral',
        border: fromSchool ? 1 : 0,
        borderColor: 'divider',
        borderLeft: fromSchool ? 4 : 0,
        borderLeftColor: 'primary.main',
      }}
    >
      <Typography variant="subtitle2" component="p">
        {author}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
          · {date}
        </Typography>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>{text}</Typography>
    </Box>
  );
}
