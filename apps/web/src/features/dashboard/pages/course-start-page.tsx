import { PORTAL_PAGES } from '@portal/contract';
import { Navigate, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { useSubscription } from '../../enrolment/api/get-subscription';

/** `/coursestart/:id`, the legacy course view: straight on to the subscription's course room. */
export function CourseStartPage() {
  const { id } = useParams();
  const subscriptionId = Number(id);
  const valid = Number.isInteger(subscriptionId) && subscriptionId > 0;
  const subscription = useSubscription(subscriptionId);
  // the spec: a subscription load failure redirects to the dashboard
  if (!valid || subscription.isError) return <Navigate to="/dashboard" replace />;
  if (subscription.isPending) return <LoadingScreen />;
  const { course_slug, current_content } = subscription.data;
  return <Navigate to={PORTAL_PAGES.room(course_slug, subscriptionId, current_content)} replace />;
}
