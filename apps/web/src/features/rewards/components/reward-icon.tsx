import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import { useSiteConfig } from '../../institute/api/get-site-config';

/** The site's reward icon (site config gamification_reward_icon), else a trophy. */
export function RewardIcon({ size = 20 }: { size?: number }) {
  const { data: site } = useSiteConfig();
  const src = site?.gamification_reward_icon;
  if (src)
    return (
      <Box
        component="img"
        src={src}
        alt=""
        sx={{ width: size, height: size, objectFit: 'contain', display: 'block' }}
      />
    );
  return <EmojiEventsIcon aria-hidden sx={{ fontSize: size, color: 'warning.main' }} />;
}
