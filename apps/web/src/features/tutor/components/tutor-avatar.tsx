import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 10px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;
const talk = keyframes`
  0%, 100% { transform: scale(1); }
  50% { transform: scale(1.08); }
`;

/** The tutor's face: it moves while an answer is read aloud, and is still otherwise. */
export function TutorAvatar({ speaking }: { speaking: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={speaking ? t('tutor.avatar.speaking') : t('tutor.avatar.idle')}
      data-speaking={speaking}
      sx={{
        color: 'primary.main',
        borderRadius: '50%',
        flexShrink: 0,
        animation: speaking ? `${pulse} 1.6s ease-out infinite` : 'none',
        // without motion, a ring says the tutor is speaking
        '@media (prefers-reduced-motion: reduce)': {
          animation: 'none',
          outline: speaking ? '3px solid currentColor' : 'none',
          outlineOffset: 2,
        },
      }}
    >
      <Avatar
        aria-hidden
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          width: 44,
          height: 44,
          animation: speaking ? `${talk} 0.9s ease-in-out infinite` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
        }}
      >
        <PsychologyIcon />
      </Avatar>
    </Box>
  );
}
