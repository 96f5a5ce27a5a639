import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { TSiteConfig } from '@portal/contract';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SocialKey = 'facebook_link' | 'instagram_link' | 'youtube_link' | 'twitter_link';

const NETWORKS: { key: SocialKey; name: string; icon: ReactNode }[] = [
  { key: 'facebook_link', name: 'Facebook', icon: <FacebookIcon /> },
  { key: 'instagram_link', name: 'Instagram', icon: <InstagramIcon /> },
  { key: 'youtube_link', name: 'YouTube', icon: <YouTubeIcon /> },
  { key: 'twitter_link', name: 'X (Twitter)', icon: <XIcon /> },
];

export function socialLinksOf(site: TSiteConfig | undefined) {
  if (!site) return [];
  return NETWORKS.flatMap((network) => {
    const href = site[network.key];
    return href ? [{ ...network, href }] : [];
  });
}

export function SocialLinks({ links }: { links: ReturnType<typeof socialLinksOf> }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1}>
      {links.map((link) => (
        <IconButton
          key={link.key}
          component="a"
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('footer.socialLink', { network: link.name })}
          sx={{ color: 'text.secondary', '&:hover': { color: 'primary.main' } }}
        >
          {link.icon}
        </IconButton>
      ))}
    </Stack>
  );
}
