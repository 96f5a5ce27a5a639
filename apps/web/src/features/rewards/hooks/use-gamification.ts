import { useInstitute } from '../../institute/api/get-institute';
import { useSession } from '../../../lib/session';

/** Whether the signed-in student may see rewards: the institute's allow_gamification switch. */
export function useGamification() {
  const { data: session, isPending: sessionPending } = useSession();
  const { data: institute, isPending: institutePending } = useInstitute();
  return {
    userId: session?.user.id,
    allowed: Boolean(session) && institute?.allow_gamification === true,
    pending: sessionPending || institutePending,
  };
}
