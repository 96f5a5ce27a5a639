import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import PersonOutlineOutlinedIcon from '@mui/icons-material/PersonOutlineOutlined';
import type { TCourseSummary } from '@portal/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CohortDates } from './cohort-dates';
import { useProgramPrice } from './program-price';

type ProgramCardProps = {
  course: TCourseSummary;
  headingComponent?: 'h2' | 'h3' | 'h4';
};

function MetaLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', color: 'text.secondary' }}>
      <Box aria-hidden sx={{ display: 'flex', '& svg': { fontSize: 18 }, mt: '2px' }}>
        {icon}
      </Box>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Stack>
  );
}

export function ProgramCard({ course, headingComponent = 'h3' }: ProgramCardProps) {
  const { t } = useTranslation();
  const price = useProgramPrice();
  const instructor = course.instructor?.iap_user;
  const cohorts = course.is_cohort ? course.cohorts.slice(0, 2) : [];

  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={`/program/${course.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        {course.image && <CardMedia component="img" image={course.image} alt="" sx={{ height: 160 }} />}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, flexGrow: 1 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {course.category && <Chip size="small" lang={course.lang} label={course.category} />}
            {course.level && <Chip size="small" variant="outlined" lang={course.lang} label={course.level} />}
            {course.is_cohort && <Chip size="small" variant="outlined" label={t('catalogue.cohortBased')} />}
          </Stack>
          <Typography variant="h5" component={headingComponent} lang={course.lang}>
            {course.name}
          </Typography>
          {course.short_description && (
            <Typography variant="body2" lang={course.lang} sx={{ color: 'text.secondary' }}>
              {course.short_description}
            </Typography>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {cohorts.map((cohort) => (
            <MetaLine key={cohort.id} icon={<CalendarMonthOutlinedIcon />}>
              <CohortDates cohort={cohort} i18nKey="catalogue.cohortDates" />
            </MetaLine>
          ))}
          {instructor && (
            <MetaLine icon={<PersonOutlineOutlinedIcon />}>
              {t('catalogue.instructor', { name: `${instructor.first_name} ${instructor.last_name}` })}
            </MetaLine>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="h6" component="p" sx={{ color: 'primary.main' }}>
              {price(course)}
            </Typography>
            {course.is_trial && course.trial_days !== null && course.trial_days > 0 && (
              <Chip
                size="small"
                color="primary"
                variant="outlined"
                label={t('catalogue.freeTrial', { count: course.trial_days })}
              />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
