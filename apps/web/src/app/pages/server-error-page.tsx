import { useTranslation } from 'react-i18next';
import { ServerErrorView } from '../../components/error-views';
import { usePageTitle } from '../../lib/use-page-title';

export function ServerErrorPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.server.title'));
  return <ServerErrorView />;
}
