import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useInstitute } from '../../institute/api/get-institute';
import { useSiteConfig } from '../../institute/api/get-site-config';

export function Hero() {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          py: { xs: 8, md: 12 },
          background: `linear-gradient(135deg, ${palette.background.neutral} 0%, ${palette.background.default} 100%)`,
          borderBottom: 1,
          borderColor: 'divider',
        };
      }}
    >
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2.25rem', md: '3.25rem' }, mb: 2 }}>
          {institute ? institute.name : <Skeleton sx={{ mx: 'auto' }} width="60%" />}
        </Typography>
        {site?.tagline && (
          <Typography variant="h5" component="p" sx={{ color: 'text.secondary', fontWeight: 500, mb: 4 }}>
            {site.tagline}
          </Typography>
        )}
        <Button component={RouterLink} to="/programs" variant="contained" size="large">
          {t('catalogue.browsePrograms')}
        </Button>
      </Container>
    </Box>
  );
}
