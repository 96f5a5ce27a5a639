import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';

export type NavItem = { label: string; to: string; end?: boolean };

export function useNavItems(): NavItem[] {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const items: NavItem[] = [
    { label: t('nav.home'), to: '/', end: true },
    { label: t('nav.programs'), to: '/programs' },
  ];
  if (session) {
    items.push(
      { label: t('nav.myPrograms'), to: '/dashboard' },
      { label: t('nav.discussionBoard'), to: '/forum' },
    );
  }
  return items;
}
