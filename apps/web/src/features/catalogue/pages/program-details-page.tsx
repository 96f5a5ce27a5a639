import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import type { TCourseDetail } from '@portal/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundView } from '../../../components/error-views';
import { LoadingScreen } from '../../../components/loading-screen';
import { Markdown } from '../../../components/markdown';
import { isApiError } from '../../../lib/api-client';
import { toWholeMinutes } from '../../../lib/format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourse } from '../api/get-course';
import { CourseOutline } from '../components/course-outline';
import { EnrolCard } from '../components/enrol-card';
import { useReadFirst } from '../../../ssr/page-marks';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 5 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function ProgramDetails({ course }: { course: TCourseDetail }) {
  const { t } = useTranslation();
  const instructor = course.instructor;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction="row" spacing={1} useFlexGap lang={course.lang} sx={{ flexWrap: 'wrap', mb: 2 }}>
        {course.category && <Chip size="small" label={course.category} />}
        {course.level && <Chip size="small" variant="outlined" label={course.level} />}
      </Stack>
      <Typography variant="h1" lang={course.lang} sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1 }}>
        {course.name}
      </Typography>
      {course.short_description && (
        <Typography
          variant="h6"
          component="p"
          lang={course.lang}
          sx={{ color: 'text.secondary', fontWeight: 400, mb: 2 }}
        >
          {course.short_description}
        </Typography>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 4 }}>
        {[
          t('catalogue.sectionCount', { count: course.section_count }),
          t('catalogue.contentCount', { count: course.content_count }),
          t('catalogue.minutes', { count: toWholeMinutes(course.duration) }),
        ].join(' · ')}
      </Typography>

      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 8 }}>
          {course.image && (
            <Box
              component="img"
              src={course.image}
              alt=""
              sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, mb: 4 }}
            />
          )}
          {course.description && (
            <Section title={t('catalogue.about')}>
              <div lang={course.lang}>
                <Markdown source={course.description} />
              </div>
            </Section>
          )}
          {course.outcomes.length > 0 && (
            <Section title={t('catalogue.outcomes')}>
              <List disablePadding lang={course.lang}>
                {course.outcomes.map((outcome) => (
                  <ListItem key={outcome} disableGutters sx={{ alignItems: 'flex-start' }}>
                    <ListItemIcon sx={{ minWidth: 36, mt: 0.5, color: 'primary.main' }} aria-hidden>
                      <CheckCircleOutlineIcon />
                    </ListItemIcon>
                    <ListItemText primary={outcome} />
                  </ListItem>
                ))}
              </List>
            </Section>
          )}
          {course.sections.length > 0 && (
            <Section title={t('catalogue.outline')}>
              <CourseOutline sections={course.sections} />
            </Section>
          )}
          {instructor && (
            <Section title={t('catalogue.instructorHeading')}>
              <Typography variant="h6" component="p">
                {instructor.iap_user.first_name} {instructor.iap_user.last_name}
              </Typography>
              {instructor.title && (
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {instructor.title}
                </Typography>
              )}
              {instructor.bio && <Markdown source={instructor.bio} />}
            </Section>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <EnrolCard course={course} />
        </Grid>
      </Grid>
    </Container>
  );
}

export function ProgramDetailsPage() {
  useReadFirst();
  const { t } = useTranslation();
  const { id } = useParams();
  const courseId = Number(id);
  const valid = Number.isInteger(courseId) && courseId > 0;
  const course = useCourse(courseId, { enabled: valid });
  usePageTitle(course.data?.name ?? t('pages.programDetails.title'));

  if (!valid || (isApiError(course.error) && course.error.status === 404)) return <NotFoundView />;
  if (course.isPending) return <LoadingScreen />;
  if (course.isError) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void course.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('catalogue.loadProgramFailed')}
        </Alert>
      </Container>
    );
  }
  return <ProgramDetails course={course.data} />;
}
