import { type TVerificationDetail, verificationState } from '@portal/contract';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const LOOK = {
  verified: { icon: CheckCircleIcon, colour: 'success.main' },
  pending: { icon: ScheduleIcon, colour: 'warning.main' },
  rejected: { icon: CancelIcon, colour: 'error.main' },
} as const;

/** The school's check of one field: Verified, Pending for verification or Rejected, with its remarks. */
export function VerificationNote({ detail }: { detail: TVerificationDetail }) {
  const { t } = useTranslation();
  const state = verificationState(detail);
  const { icon: Icon, colour } = LOOK[state];
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.75, mx: 1.75 }}>
      <Icon aria-hidden sx={{ fontSize: 16, color: colour, mt: '2px' }} />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <Box
          component="span"
          sx={{ fontWeight: 600, color: state === 'pending' ? 'text.secondary' : colour }}
        >
          {t(`profile.verification.${state}`)}
        </Box>
        {detail.remarks && ` · ${detail.remarks}`}
      </Typography>
    </Box>
  );
}
