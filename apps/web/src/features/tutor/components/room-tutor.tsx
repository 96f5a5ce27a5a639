import { useSearchParams } from 'react-router';
import { useInstitute } from '../../../lib/institute/get-institute';
import { TutorModal } from './tutor-modal';

/** The search parameter that opens the tutor over the course room (the sidebar's AI Power Tutor link). */
export const TUTOR_PARAM = 'tutor';

/** The course room's AI tutor, when the institute offers it: open while the address says `?tutor=open`. */
export function RoomTutor({
  subscriptionId,
  courseSlug,
  courseName,
}: {
  subscriptionId: number;
  courseSlug: string;
  courseName: string;
}) {
  const institute = useInstitute().data;
  const [searchParams, setSearchParams] = useSearchParams();
  if (!institute?.enable_power_tutor) return null;
  const close = () =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete(TUTOR_PARAM);
        return params;
      },
      { replace: true },
    );
  return (
    <TutorModal
      open={searchParams.get(TUTOR_PARAM) === 'open'}
      onClose={close}
      subscriptionId={subscriptionId}
      courseSlug={courseSlug}
      courseName={courseName}
    />
  );
}
