import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

/** `/auth/login`: sign-in starts on its own and opens in a pop-up window; this page says so. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.login.title'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
          <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }}>
            <OpenInNewIcon />
          </Box>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            {t('pages.login.title')}
          </Typography>
          <Alert severity="info" sx={{ textAlign: 'left' }}>
            {t('pages.login.popup')}
          </Alert>
        </CardContent>
      </Card>
    </Container>
  );
}
