import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { toast } from '../../../lib/toast';
import { DocumentList } from '../components/document-list';

/** `/document` (My Documents): the same list as the profile's documents card. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signing = params.get('signing');

  // back from DocuSign's signing page: say how it went, once
  useEffect(() => {
    if (!signing) return;
    if (signing === 'signed') toast.success(t('documents.sign.signed'));
    else toast.info(t('documents.sign.notSigned'));
    setParams(
      (current) => {
        current.delete('signing');
        return current;
      },
      { replace: true },
    );
  }, [signing, setParams, t]);

  return (
    <Page title={t('pages.documents.title')} subtitle={t('pages.documents.description')} maxWidth="md">
      <DocumentList titled={false} />
    </Page>
  );
}
