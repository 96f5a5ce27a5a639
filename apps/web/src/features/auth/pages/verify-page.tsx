import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { currentUserQueryKey } from '../api/get-current-user';
import { getSessionQueryOptions } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifyEmail } from '../api/verify-email';
import { expiredLinkPath } from '../hooks/use-auth-params';

/** `/auth/verify?token=…`: spends the mailed link, which signs the student in, then opens the dashboard. */
export function VerifyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const verify = useVerifyEmail(token);
  usePageTitle(t('pages.verify.title'));

  useEffect(() => {
    if (verify.isError) {
      void navigate(expiredLinkPath(verify.error), { replace: true });
    } else if (verify.isSuccess) {
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]).then(() => navigate('/dashboard', { replace: true }));
    }
  }, [verify.isError, verify.isSuccess, verify.error, navigate, queryClient]);

  if (!token) return <Navigate to={expiredLinkPath(null)} replace />;
  return <LoadingScreen fullHeight />;
}
