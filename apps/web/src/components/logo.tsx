import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type LogoProps = {
  src: string | null | undefined;
  /** The institute's name: the image's alt text, and the text shown when there is no image. */
  name: string;
  height?: number;
  /** Wraps the logo in a link to the home page. */
  linkHome?: boolean;
};

export function Logo({ src, name, height = 40, linkHome = true }: LogoProps) {
  const content = src ? (
    <Box
      component="img"
      src={src}
      alt={name}
      sx={(theme) => ({
        height,
        width: 'auto',
        maxWidth: 200,
        display: 'block',
        // schools draw logos for a white page: in dark mode they keep a light plate behind them
        ...theme.applyStyles('dark', {
          bgcolor: 'common.white',
          borderRadius: 1,
          p: 0.5,
          boxSizing: 'content-box',
        }),
      })}
    />
  ) : (
    <Typography component="span" variant="h5" sx={{ color: 'text.primary', lineHeight: `${height}px` }}>
      {name}
    </Typography>
  );
  if (!linkHome) return content;
  return (
    <Box
      component={RouterLink}
      to="/"
      sx={{ display: 'inline-flex', alignItems: 'center', textDecoration: 'none', borderRadius: 1 }}
    >
      {content}
    </Box>
  );
}
