import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContactDetails } from '../../../components/contact-details';
import { Page } from '../../../components/page';
import { Markdown } from '../../../components/markdown';
import { useInstitute } from '../api/get-institute';
import { useSiteConfig } from '../api/get-site-config';

export function AboutPage() {
  const { t } = useTranslation();
  const { data: institute, isPending, isError } = useInstitute();
  const { data: site } = useSiteConfig();
  return (
    <Page
      title={t('pages.about.title')}
      heading={institute ? t('pages.about.heading', { name: institute.name }) : t('pages.about.title')}
      subtitle={site?.tagline || undefined}
    >
      {isPending && <Skeleton variant="rounded" height={240} />}
      {isError && <Alert severity="error">{t('institute.loadFailed')}</Alert>}
      {institute && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            {institute.description ? (
              <div lang={institute.lang}>
                <Markdown source={institute.description} />
              </div>
            ) : (
              <Typography sx={{ color: 'text.secondary' }}>{t('pages.about.noDescription')}</Typography>
            )}
            <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/programs" variant="contained">
                {t('catalogue.browsePrograms')}
              </Button>
              <Button component={RouterLink} to="/faqs" variant="outlined">
                {t('help.faqs')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card component="section" aria-labelledby="about-contact">
              <CardContent>
                <Typography id="about-contact" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('pages.about.contact')}
                </Typography>
                <ContactDetails />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
    </Page>
  );
}
