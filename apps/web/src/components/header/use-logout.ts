import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../features/auth/api/sign-out';
import { toast } from '../../lib/toast';

/** Logout, with the spec's message when it fails. */
export function useLogout() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return {
    logout: () => signOut.mutate(undefined, { onError: () => toast.error(t('account.logoutFailed')) }),
    pending: signOut.isPending,
  };
}
