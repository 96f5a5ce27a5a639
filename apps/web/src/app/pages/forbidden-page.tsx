import { useTranslation } from 'react-i18next';
import { ForbiddenView } from '../../components/error-views';
import { usePageTitle } from '../../lib/use-page-title';

export function ForbiddenPage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.forbidden.title'));
  return <ForbiddenView />;
}
