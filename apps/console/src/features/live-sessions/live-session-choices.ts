import { LIVE_STATUSES, type TStaffLiveSession, getInstitute, listStaffPrograms } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { call } from '../../lib/api';
import { intlLocale } from '../../lib/intl-locale';

export const STATUS_CHOICES = LIVE_STATUSES.map((id) => ({ id, name: `console.live.statuses.${id}` }));

/** The programs the member may schedule for (an instructor's own), each with its cohorts. */
export function useSchedulablePrograms() {
  const { data } = useQuery({
    queryKey: ['console', 'staff-programs'],
    queryFn: () => call(listStaffPrograms, { query: { limit: 100 } }),
  });
  return data?.results ?? [];
}

/** The school's time zone, which a session's start is typed and shown in. */
export function useSchoolTimeZone(): string | undefined {
  const { data } = useQuery({
    queryKey: ['console', 'institute'],
    queryFn: () => call(getInstitute),
    staleTime: Infinity,
  });
  return data?.results[0]?.time_zone;
}

/** A session's start and end as the school's clock says them, in the console's language. */
export function useSessionTime(): (session: TStaffLiveSession) => string {
  const [locale] = useLocaleState();
  return (session) => {
    const at = (iso: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: session.time_zone }).format(
        new Date(iso),
      );
    return `${at(session.starts_at, { dateStyle: 'medium', timeStyle: 'short' })} – ${at(session.ends_at, { timeStyle: 'short' })}`;
  };
}
