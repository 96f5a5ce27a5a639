import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAFF_REPORTS, STAFF_REPORT_NEEDS, exportStaffReport, operationUrl } from '@portal/contract';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useProgramChoices } from '../../lib/program-choices';
import { useAllows } from '../../lib/use-allows';

/** The reports the member's role may export, one card each, with a program and days to keep to. */
export function ReportsPage() {
  const translate = useTranslate();
  const allows = useAllows();
  const programs = useProgramChoices();
  const [program, setProgram] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const mine = STAFF_REPORTS.filter(
    (report) => allows({ resource: 'reports', action: 'export' }) && allows(STAFF_REPORT_NEEDS[report]),
  );
  const query = {
    ...(program ? { program: Number(program) } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="console.reports.title" />
      <Typography>{translate('console.reports.help')}</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          label={translate('console.reports.program')}
          value={program}
          onChange={(event) => setProgram(event.target.value)}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="">{translate('console.reports.allPrograms')}</MenuItem>
          {programs.map((choice) => (
            <MenuItem key={choice.id} value={String(choice.id)}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="date"
          label={translate('console.reports.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={translate('console.reports.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Grid container spacing={2}>
        {mine.map((report) => (
          <Grid key={report} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  {translate(`console.reports.reports.${report}.title`)}
                </Typography>
                <Typography color="text.secondary">
                  {translate(`console.reports.reports.${report}.help`)}
                </Typography>
              </CardContent>
              <CardActions>
                <Button
                  href={operationUrl(exportStaffReport, { report }, query)}
                  download
                  startIcon={<DownloadIcon />}
                >
                  {translate('console.reports.download')}
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
