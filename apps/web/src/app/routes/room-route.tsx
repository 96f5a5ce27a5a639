import { RoomPage } from '../../features/journey/pages/room-page';
import { RoomTutor } from '../../features/tutor/components/room-tutor';

/** The course room with the AI tutor over it: two features, composed here so neither imports the other. */
export function RoomRoute() {
  return (
    <RoomPage
      extras={(subscription) => (
        <RoomTutor
          subscriptionId={subscription.id}
          courseSlug={subscription.course_slug}
          courseName={subscription.course_name}
          courseNameLang={subscription.course_name_lang}
        />
      )}
    />
  );
}
