import dayjs from 'dayjs';
import 'dayjs/locale/fr-ca';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useFormat } from '../../../lib/format';

dayjs.extend(relativeTime);

/** "3 hours ago" in the reader's language, with the full date and time (school's time zone) on hover. */
export function RelativeTime({ instant }: { instant: string }) {
  const { locale, instant: formatInstant } = useFormat();
  const full = formatInstant(instant);
  return (
    <time dateTime={instant} title={full}>
      {dayjs(instant)
        .locale(locale === 'fr-CA' ? 'fr-ca' : 'en')
        .fromNow()}
    </time>
  );
}
