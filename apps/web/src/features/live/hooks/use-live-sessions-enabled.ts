import { useInstitute } from '../../institute/api/get-institute';

/** The institute's live_session_enabled switch: off, every live page shows that it is not offered. */
export function useLiveSessionsEnabled() {
  const { data: institute, isPending } = useInstitute();
  return { enabled: institute?.live_session_enabled === true, pending: isPending };
}
