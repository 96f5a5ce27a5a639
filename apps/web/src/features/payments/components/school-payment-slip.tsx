import PrintIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type TPaymentOffice,
  type TSchoolPaymentRequest,
  type TWeekday,
  WEEKDAYS,
  officeWeek,
} from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat, useFormat } from '../../../lib/format';

const SLIP_ID = 'school-payment-slip';

// printing the page prints the slip alone, on white, without the portal's header, footer or buttons
const printOnlySlip = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${SLIP_ID}, #${SLIP_ID} *`]: { visibility: 'visible' },
        [`#${SLIP_ID}`]: { position: 'absolute', inset: '0 0 auto 0', boxShadow: 'none', border: 0 },
        body: { background: '#fff' },
      },
    }}
  />
);

function useOfficeText(office: TPaymentOffice) {
  const { locale } = useFormat();
  const { t } = useTranslation();
  // 2024-01-01 was a Monday
  const day = (d: TWeekday) => {
    const name = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(d))),
    );
    return name.charAt(0).toUpperCase() + name.slice(1);
  };
  const clock = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1, h, m)),
    );
  };
  const zone =
    dateTimeFormat(locale, { timeZone: office.time_zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((p) => p.type === 'timeZoneName')?.value ?? office.time_zone;
  return {
    week: officeWeek(office.hours).map((g) => ({
      days: g.first === g.last ? day(g.first) : `${day(g.first)}–${day(g.last)}`,
      times: g.openings.length
        ? g.openings.map((o) => t('schoolSlip.opening', { opens: clock(o.opens), closes: clock(o.closes) }))
        : [t('schoolSlip.closed')],
    })),
    zone: t('schoolSlip.timeZone', { zone }),
    means: office.accepted.map((m) => t(`schoolSlip.means.${m}`)).join(', '),
  };
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ py: 1.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', width: { sm: 128 }, flexShrink: 0 }}>
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function OfficeRows({ office }: { office: TPaymentOffice }) {
  const { t } = useTranslation();
  const text = useOfficeText(office);
  return (
    <>
      <Divider />
      <Row label={t('schoolSlip.where')}>
        <Typography component="address" sx={{ fontStyle: 'normal' }}>
          <strong lang={office.lang}>{office.name}</strong>
          <br />
          {office.address.street}
          <br />
          {`${office.address.city} ${office.address.province}\u00a0\u00a0${office.address.postal_code}`}
        </Typography>
      </Row>
      <Divider />
      <Row label={t('schoolSlip.hours')}>
        {/* an opening is never split across lines; a long day range wraps instead */}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, auto) max-content', columnGap: 2 }}
        >
          {text.week.map((g) => (
            <Box key={g.days} sx={{ display: 'contents' }}>
              <Box component="dt">{g.days}</Box>
              <Box component="dd" sx={{ m: 0 }}>
                {g.times.map((time, index) => (
                  <Box key={time} component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {index < g.times.length - 1 ? `${time},` : time}
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {text.zone}
        </Typography>
      </Row>
      <Divider />
      <Row label={t('schoolSlip.bring')}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>{t('schoolSlip.bringMeans', { means: text.means })}</li>
          <li>{t('schoolSlip.bringId')}</li>
        </Box>
        {office.note && (
          <Typography variant="body2" lang={office.lang} sx={{ color: 'text.secondary', mt: 0.5 }}>
            {office.note}
          </Typography>
        )}
      </Row>
    </>
  );
}

/**
 * What a student takes to the school's payment office: the reference code, the amount due, where,
 * when and what to bring. Printing the page prints the slip alone.
 */
export function SchoolPaymentSlip({ request }: { request: TSchoolPaymentRequest }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Paper id={SLIP_ID} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, textAlign: 'left' }}>
      {printOnlySlip}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
        <div>
          <Typography variant="h6" component="h2">
            {t('schoolSlip.title')}
          </Typography>
          <Typography variant="body2" lang={request.course_name_lang} sx={{ color: 'text.secondary' }}>
            {request.course_name}
          </Typography>
        </div>
        <Button
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          size="small"
          sx={{ displayPrint: 'none', flexShrink: 0 }}
        >
          {t('schoolSlip.print')}
        </Button>
      </Stack>
      {request.status !== 'pending' && (
        <Typography sx={{ mt: 2 }} role="status">
          {t(`schoolSlip.status.${request.status}`)}
        </Typography>
      )}
      <Row label={t('schoolSlip.code')}>
        <Typography
          component="p"
          sx={{ fontFamily: 'monospace', fontSize: '1.5rem', fontWeight: 700, letterSpacing: '0.08em' }}
        >
          {request.reference_code}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('schoolSlip.codeHelp')}
        </Typography>
      </Row>
      <Divider />
      <Row label={t('schoolSlip.amount')}>
        <Typography sx={{ fontWeight: 700 }}>{format.money(request.amount, request.currency)}</Typography>
      </Row>
      {request.due_date && (
        <>
          <Divider />
          <Row label={t('schoolSlip.dueDate')}>
            <Typography>{format.date(request.due_date)}</Typography>
          </Row>
        </>
      )}
      {request.office ? (
        <OfficeRows office={request.office} />
      ) : (
        <Typography sx={{ mt: 1 }}>{t('schoolSlip.noOffice')}</Typography>
      )}
    </Paper>
  );
}
