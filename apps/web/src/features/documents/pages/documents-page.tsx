import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page';
import { DocumentList } from '../components/document-list';

/** `/document` (My Documents): the same list as the profile's documents card. */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.documents.title')} subtitle={t('pages.documents.description')} maxWidth="md">
      <DocumentList titled={false} />
    </Page>
  );
}
