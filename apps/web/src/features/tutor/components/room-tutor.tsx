import { useSearchParams } from 'react-router';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useInstitute } from '../../institute/api/get-institute';
import { useStartsAtOnce } from '../../../ssr/page-marks';

// the tutor (its forms, speech and streaming) loads when a student first opens it
const TutorModal = lazyComponent(
  'TutorModal',
  () => import('./tutor-modal'),
  (m) => m.TutorModal,
);

/** The search parameter that opens the tutor over the course room (the sidebar's AI Power Tutor link). */
export const TUTOR_PARAM = 'tutor';

/** The course room's AI tutor, when the institute offers it: open while the address says `?tutor=open`. */
export function RoomTutor({
  subscriptionId,
  courseSlug,
  courseName,
  courseNameLang,
}: {
  subscriptionId: number;
  courseSlug: string;
  courseName: string;
  /** The language of `courseName` (ADR 049). */
  courseNameLang: string;
}) {
  const institute = useInstitute().data;
  const [searchParams, setSearchParams] = useSearchParams();
  const open = searchParams.get(TUTOR_PARAM) === 'open';
  // the tutor opens once the app runs, so a room with it open starts the app at once
  useStartsAtOnce(open);
  // once opened it stays mounted, so closing keeps the conversation as before
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!institute?.enable_power_tutor || !opened) return null;
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
    <Suspense fallback={null}>
      <TutorModal
        open={open}
        onClose={close}
        subscriptionId={subscriptionId}
        courseSlug={courseSlug}
        courseName={courseName}
        courseNameLang={courseNameLang}
      />
    </Suspense>
  );
}
