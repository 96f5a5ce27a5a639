import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { Page } from '../../../components/page';
import { getCoursesQueryOptions } from '../../catalogue/api/list-courses';
import { useInstitute } from '../../institute/api/get-institute';
import { useProfile } from '../api/get-profile';
import { useVerificationDetails } from '../api/get-verification-details';
import { ProfileScreen } from '../components/profile-screen';

/**
 * `/profile`, and `/profile/edit`: a path containing 'edit' opens the profile in edit mode. The
 * documents card comes from the documents feature, which the route hands in.
 */
export function ProfilePage({ documents }: { documents?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const profile = useProfile();
  const institute = useInstitute();
  const verification = useVerificationDetails();
  // the programs to enrol in are asked for only while the profile is incomplete
  const courses = useQuery({
    ...getCoursesQueryOptions({ limit: 100 }),
    enabled: profile.data?.profile_complete === false,
  });
  const queries = [profile, institute, verification];

  if (queries.some((query) => query.isError)) {
    return (
      <Page title={t('pages.profile.title')}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => queries.filter((q) => q.isError).forEach((q) => void q.refetch())}
            >
              {t('common.retry')}
            </Button>
          }
        >
          {t('profile.loadFailed')}
        </Alert>
      </Page>
    );
  }
  if (!profile.data || !institute.data || !verification.data) {
    return (
      <Page title={t('pages.profile.title')}>
        <LoadingScreen />
      </Page>
    );
  }
  return (
    <ProfileScreen
      profile={profile.data}
      institute={institute.data}
      verification={verification.data}
      courses={courses.data?.results ?? []}
      startEditing={pathname.includes('edit')}
      documents={documents}
    />
  );
}
