import { PORTAL_PAGES, type TCourseDetail, type TSubscription } from '@portal/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type CurrentProgramProps = { subscription: TSubscription; course: TCourseDetail };

/** The program the student works on now, at the top of My Programs, with the way back to it. */
export function CurrentProgram({ subscription, course }: CurrentProgramProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const started = subscription.course_completion > 0 || subscription.current_content !== null;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}
    >
      {course.image && (
        <Box
          component="img"
          src={course.image}
          alt=""
          sx={{
            width: { xs: '100%', sm: 240 },
            height: { xs: 160, sm: 'auto' },
            objectFit: 'cover',
            flexShrink: 0,
          }}
        />
      )}
      <CardContent sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {t('dashboard.current.heading')}
          </Typography>
          <Typography id={headingId} variant="h4" component="h2" sx={{ mt: '4px !important' }}>
            {course.name}
          </Typography>
          {course.short_description && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {course.short_description}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[
              t('catalogue.sectionCount', { count: course.section_count }),
              t('catalogue.contentCount', { count: course.content_count }),
            ].join(' · ')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={subscription.course_completion}
            aria-label={t('dashboard.progressOf', { name: course.name })}
            sx={{ height: 8, borderRadius: 4, maxWidth: 420 }}
          />
          <Typography variant="body2">
            {t('dashboard.percent', { percent: subscription.course_completion })}
          </Typography>
          <Box>
            <Button
              component={RouterLink}
              to={PORTAL_PAGES.room(subscription.course_slug, subscription.id, subscription.current_content)}
              variant="contained"
              size="large"
            >
              {started ? t('dashboard.continue') : t('dashboard.start')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
