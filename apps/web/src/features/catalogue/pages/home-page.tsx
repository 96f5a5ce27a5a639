import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCourses } from '../api/list-courses';
import { usePageTitle } from '../../../lib/use-page-title';
import { Hero } from '../components/hero';
import { KindChips } from '../components/program-filters';
import { ProgramGrid } from '../components/program-grid';
import { useReadFirst } from '../../../ssr/page-marks';

const HOME_PROGRAMS = 6;

/** `/` and `/preview`: the institute's welcome and its programs. */
export function HomePage() {
  useReadFirst();
  const { t } = useTranslation();
  usePageTitle(t('nav.home'));
  const courses = useCourses({ limit: HOME_PROGRAMS });
  const total = courses.data?.count ?? 0;

  return (
    <>
      <Hero />
      <Container
        component="section"
        maxWidth="lg"
        aria-labelledby="home-programs"
        sx={{ py: { xs: 6, md: 8 } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 2,
            mb: 4,
            flexWrap: 'wrap',
          }}
        >
          <Box>
            <Typography id="home-programs" variant="h2">
              {t('catalogue.ourPrograms')}
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('catalogue.ourProgramsText')}</Typography>
          </Box>
          {total > HOME_PROGRAMS && (
            <Button component={RouterLink} to="/programs" variant="outlined">
              {t('catalogue.seeAllPrograms', { count: total })}
            </Button>
          )}
        </Box>
        <Box sx={{ mb: 3 }}>
          <KindChips linkTo={(kind) => `/programs?kind=${kind}`} />
        </Box>
        <ProgramGrid
          courses={courses.data?.results}
          isPending={courses.isPending}
          isError={courses.isError}
          onRetry={() => void courses.refetch()}
          skeletons={3}
          empty={t('catalogue.emptyText')}
        />
      </Container>
    </>
  );
}
