import type { TCourseSummary } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ProgramCard } from '../../../components/program-card';

type ProgramGridProps = {
  courses: TCourseSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletons?: number;
  empty: ReactNode;
  headingComponent?: 'h2' | 'h3';
};

const columns = { xs: 12, sm: 6, md: 4 } as const;

export function ProgramGrid({
  courses,
  isPending,
  isError,
  onRetry,
  skeletons = 6,
  empty,
  headingComponent,
}: ProgramGridProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Grid key={index} size={columns}>
            <Skeleton variant="rounded" height={280} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError && !courses) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('catalogue.loadFailed')}
      </Alert>
    );
  }
  if (!courses || courses.length === 0) return <EmptyState title={t('catalogue.emptyTitle')} text={empty} />;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {courses.map((course) => (
        <Grid key={course.id} size={columns} component="li">
          <ProgramCard course={course} headingComponent={headingComponent} />
        </Grid>
      ))}
    </Grid>
  );
}
