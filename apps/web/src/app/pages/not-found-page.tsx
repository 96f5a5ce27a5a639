import { useTranslation } from 'react-i18next';
import { NotFoundView } from '../../components/error-views';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFound.title'));
  return <NotFoundView />;
}
