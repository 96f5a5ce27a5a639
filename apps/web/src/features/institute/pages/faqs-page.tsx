import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { Page } from '../../../components/page';
import { Markdown } from '../../../components/markdown';
import { useInstitute } from '../api/get-institute';

export function FaqsPage() {
  const { t } = useTranslation();
  const { data: institute, isPending, isError } = useInstitute();
  const faqs = institute?.faqs ?? [];
  return (
    <Page title={t('pages.faqs.title')} subtitle={t('pages.faqs.description')} maxWidth="md">
      {isPending && <Skeleton variant="rounded" height={240} />}
      {isError && <Alert severity="error">{t('institute.loadFailed')}</Alert>}
      {institute && faqs.length === 0 && (
        <EmptyState
          title={t('pages.faqs.emptyTitle')}
          text={t('pages.faqs.emptyText')}
          action={
            <Button component={RouterLink} to="/contact-us" variant="outlined">
              {t('help.contactUs')}
            </Button>
          }
        />
      )}
      {faqs.map((faq, index) => (
        // the accordion is its own heading (an h3 by default): one level, h2, under the page's h1
        <Accordion
          key={`${index}-${faq.question}`}
          lang={institute?.lang}
          disableGutters
          slotProps={{ heading: { component: 'h2' } }}
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography variant="subtitle1" component="span">
              {faq.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Markdown source={faq.answer} />
          </AccordionDetails>
        </Accordion>
      ))}
      {faqs.length > 0 && (
        <Typography sx={{ mt: 4, color: 'text.secondary' }}>
          {t('pages.faqs.more')}{' '}
          <Button component={RouterLink} to="/contact-us" size="small">
            {t('help.contactUs')}
          </Button>
        </Typography>
      )}
    </Page>
  );
}
