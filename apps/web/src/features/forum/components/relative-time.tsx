import { DEFAULTS } from '@portal/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import relativeTime from 'dayjs/plugin/relativeTime';
import { dateTimeFormat, useFormat } from '../../../lib/format';
import { useInstitute } from '../../../lib/institute/get-institute';

dayjs.extend(relativeTime);

/** "3 hours ago" in the reader's language, with the full date and time (school's time zone) on hover. */
export function RelativeTime({ instant }: { instant: string }) {
  const { locale } = useFormat();
  const { data: institute } = useInstitute();
  const full = dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: institute?.time_zone ?? DEFAULTS.timeZone,
  }).format(new Date(instant));
  return (
    <time dateTime={instant} title={full}>
      {dayjs(instant)
        .locale(locale === 'fr-CA' ? 'fr-ca' : 'en')
        .fromNow()}
    </time>
  );
}
