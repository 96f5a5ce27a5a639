import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContactDetails } from '../../../components/contact-details';
import { HelpDialog } from '../../../components/help-dialog';
import { Page } from '../../../components/page';
import { useInstitute } from '../api/get-institute';

export function ContactPage() {
  const { t } = useTranslation();
  const { data: institute, isPending, isError } = useInstitute();
  const [helpOpen, setHelpOpen] = useState(false);
  return (
    <Page
      title={t('pages.contact.title')}
      subtitle={institute ? t('pages.contact.description', { name: institute.name }) : undefined}
    >
      {isPending && <Skeleton variant="rounded" height={240} />}
      {isError && <Alert severity="error">{t('institute.loadFailed')}</Alert>}
      {institute && (
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card component="section" aria-labelledby="contact-details">
              <CardContent>
                <Typography id="contact-details" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {institute.name}
                </Typography>
                <ContactDetails />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card component="section" aria-labelledby="contact-help">
              <CardContent>
                <Typography id="contact-help" variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t('pages.contact.helpHeading')}
                </Typography>
                <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('pages.contact.helpText')}</Typography>
                <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button variant="contained" onClick={() => setHelpOpen(true)}>
                    {t('nav.help')}
                  </Button>
                  <Button component={RouterLink} to="/faqs" variant="outlined">
                    {t('help.faqs')}
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Page>
  );
}
