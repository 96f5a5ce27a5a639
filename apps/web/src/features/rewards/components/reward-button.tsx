import Button from '@mui/material/Button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { useFormat } from '../../../lib/format';
import { useRewardPoints } from '../api/get-reward-points';
import { useGamification } from '../hooks/use-gamification';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { RewardIcon } from './reward-icon';

const RewardPopover = lazyComponent(
  'RewardPopover',
  () => import('./reward-popover'),
  (m) => m.RewardPopover,
);

/**
 * The header's reward points (spec: Reward popover), for a signed-in student when the institute allows
 * gamification; a failed load leaves the header without it.
 */
export function RewardButton() {
  const { t } = useTranslation();
  const format = useFormat();
  const { userId, allowed } = useGamification();
  const points = useRewardPoints(userId, allowed);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const popoverId = useId();
  useLoggedFailure(points.error, 'The reward points could not be loaded');

  if (!allowed || !points.data) return null;
  const data = points.data;
  return (
    <>
      <Button
        color="inherit"
        size="small"
        aria-label={t('header.rewardPoints', { count: data.points })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onPointerEnter={RewardPopover.preload}
        onFocus={RewardPopover.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        startIcon={<RewardIcon />}
        sx={{ minWidth: 0, px: 1, borderRadius: 4, fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        {format.decimal(data.points)}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <RewardPopover id={popoverId} anchor={anchor} data={data} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
