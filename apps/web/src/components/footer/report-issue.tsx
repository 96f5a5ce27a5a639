import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { loginPath, useSession } from '../../lib/session';

const ReportIssueDialog = lazyComponent(
  'ReportIssueDialog',
  () => import('../report-issue-dialog'),
  (m) => m.ReportIssueDialog,
);

const REPORT_PARAM = 'reportBy';
const REPORT_VALUE = 'user';

/** The current page with `reportBy=user`, which opens the report form. */
function useReportLink() {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(REPORT_PARAM, REPORT_VALUE);
  return `${pathname}?${params.toString()}`;
}

/**
 * Report an Issue requires sign-in: the button leads a visitor through sign-in back to this page with
 * `reportBy=user`, and that query opens the form once a session is there (spec: Footer).
 */
export function ReportIssue() {
  const { t } = useTranslation();
  const { data: session, isPending } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const reportLink = useReportLink();
  const wanted = searchParams.get(REPORT_PARAM) === REPORT_VALUE;
  // mounted from first use on, so closing still animates
  const [used, setUsed] = useState(false);
  if (wanted && session && !used) setUsed(true);

  const close = () =>
    setSearchParams(
      (params) => {
        params.delete(REPORT_PARAM);
        return params;
      },
      { replace: true },
    );

  return (
    <>
      <Button
        component={RouterLink}
        to={session ? reportLink : loginPath(reportLink)}
        variant="outlined"
        onPointerEnter={ReportIssueDialog.preload}
        onFocus={ReportIssueDialog.preload}
      >
        {t('footer.reportIssue')}
      </Button>
      {wanted && !isPending && !session && <Navigate to={loginPath(reportLink)} replace />}
      {used && (
        <Suspense fallback={null}>
          <ReportIssueDialog open={wanted && Boolean(session)} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
