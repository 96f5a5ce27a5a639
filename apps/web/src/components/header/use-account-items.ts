import { useTranslation } from 'react-i18next';
import { useInstitute } from '../../features/institute/api/get-institute';

export type AccountItem = { key: string; label: string; to: string };

/** The account menu's links (spec: Account menu), shared by the header's menu and the mobile drawer. */
export function useAccountItems(): AccountItem[] {
  const { t } = useTranslation();
  const { data: institute } = useInstitute();
  const items: AccountItem[] = [
    { key: 'profile', label: t('account.profile'), to: '/profile' },
    { key: 'documents', label: t('account.documents'), to: '/document' },
    { key: 'purchases', label: t('account.purchases'), to: '/payment-details' },
  ];
  if (institute?.allow_gamification) {
    items.push({ key: 'learning-levels', label: t('account.learningLevels'), to: '/learning-level' });
  }
  return items;
}
