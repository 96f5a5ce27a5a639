import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitute } from '../../features/institute/api/get-institute';
import { useSiteConfig } from '../../features/institute/api/get-site-config';
import { Logo } from '../logo';
import { ReportIssue } from './report-issue';
import { SocialLinks, socialLinksOf } from './social-links';

function FooterSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const { data: site } = useSiteConfig();
  const socials = socialLinksOf(site);
  const name = institute?.name ?? '';
  const year = new Date().getFullYear();

  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.neutral', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: socials.length > 0 ? 3 : 4 }}>
            {institute && <Logo src={site?.footer_logo ?? site?.logo} name={name} height={48} />}
            {site?.tagline && (
              <Typography
                variant="body2"
                lang={site.lang}
                sx={{ mt: 2, color: 'text.secondary', maxWidth: 320 }}
              >
                {site.tagline}
              </Typography>
            )}
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: socials.length > 0 ? 3 : 4 }}>
            <FooterSection title={t('footer.furtherInformation')}>
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                {site?.domain_link && (
                  <Link href={site.domain_link} target="_blank" rel="noopener noreferrer" color="inherit">
                    {site.domain_display || site.domain_link}
                  </Link>
                )}
                {site?.phone && (
                  <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} color="inherit">
                    {site.phone}
                  </Link>
                )}
                {site?.terms_and_condition_link && (
                  <Link
                    href={site.terms_and_condition_link}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="inherit"
                  >
                    {t('footer.termsOfUse')}
                  </Link>
                )}
              </Stack>
            </FooterSection>
          </Grid>

          {socials.length > 0 && (
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FooterSection title={t('footer.followUs')}>
                <SocialLinks links={socials} />
              </FooterSection>
            </Grid>
          )}

          <Grid size={{ xs: 12, sm: 6, md: socials.length > 0 ? 3 : 4 }}>
            <FooterSection title={t('footer.helpCenter')}>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {t('footer.helpCenterText')}
              </Typography>
              <ReportIssue />
            </FooterSection>
          </Grid>
        </Grid>

        <Divider sx={{ my: 4 }} />

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
        >
          <Typography variant="body2">{t('footer.copyright', { year, name })}</Typography>
          {site?.powered_by && (
            <Typography variant="body2">
              {t('footer.poweredBy')}{' '}
              <Link href={site.powered_by.link} target="_blank" rel="noopener noreferrer">
                {site.powered_by.name}
              </Link>
            </Typography>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
