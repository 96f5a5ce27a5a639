import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TRewardData } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LevelImage } from './level-image';
import { RewardIcon } from './reward-icon';

type RewardPopoverProps = {
  id: string;
  anchor: HTMLElement | null;
  data: TRewardData;
  onClose: () => void;
};

/** Level image and name, points, points needed for the next level, and Know More (spec: Reward popover). */
export function RewardPopover({ id, anchor, data, onClose }: RewardPopoverProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // a first level that starts at 0 is no achievement yet: 0 points shows the spec's invitation
  const empty = data.points === 0;
  // a school without levels has no next level and no top level to speak of
  const next =
    data.points_needed_for_next_level > 0
      ? t('rewards.nextLevel', { count: data.points_needed_for_next_level })
      : data.level && t('rewards.topLevel');
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: 'calc(100vw - 32px)', mt: 1, p: 2.5 },
        },
      }}
    >
      <Typography id={titleId} variant="overline" component="h2" sx={{ color: 'text.secondary' }}>
        {t('rewards.title')}
      </Typography>
      {empty ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('rewards.empty')}
        </Typography>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <LevelImage src={data.level?.level_image} size={56} />
            <div>
              <Typography variant="h6" component="p" lang={data.level?.lang}>
                {data.level?.name ?? t('rewards.noLevel')}
              </Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <RewardIcon size={18} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('rewards.points', { count: data.points })}
                </Typography>
              </Stack>
            </div>
          </Stack>
          {next && (
            <Typography variant="body2" sx={{ mt: 2, color: 'text.secondary' }}>
              {next}
            </Typography>
          )}
        </>
      )}
      <Divider sx={{ my: 2 }} />
      <Button
        component={RouterLink}
        to="/learning-level"
        onClick={onClose}
        variant="outlined"
        size="small"
        fullWidth
      >
        {t('rewards.knowMore')}
      </Button>
    </Popover>
  );
}
