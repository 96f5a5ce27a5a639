import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TJourneySection, type TSubscription } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/loading-screen';
import { isApiError } from '../../../lib/api-client';
import { localContractMessage } from '../../../lib/contract-messages';
import { useFormat } from '../../../lib/format';
import { forumBoardPath } from '../../forum/api/forum-paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { isHydrating } from '../../../ssr/hydrating';
import { useOpeningCall } from '../../../ssr/opening-calls';
import { useReadFirst } from '../../../ssr/page-marks';
import { useSubscription } from '../../enrolment/api/get-subscription';
import { useSubscriptions } from '../../enrolment/api/list-subscriptions';
import { useContent } from '../api/get-content';
import { useCourseSections } from '../api/list-course-sections';
import { sectionsKey } from '../api/journey-keys';
import { saveCurrentCall, useSaveCurrentContent } from '../api/save-current-content';
import { AccessClosed } from '../components/access-closed';
import { AccessPending } from '../components/access-pending';
import { ContentArea, isLockedItemError } from '../components/content-area';
import {
  BottomNavigation,
  TopNavigation,
  itemNavigation,
  lockedItemNavigation,
} from '../components/room-navigation';
import { RoomShell } from '../components/room-shell';
import { RoomSidebar } from '../components/room-sidebar';
import { useRoomUpdates } from '../hooks/use-room-updates';
import { orderedItems, startingItem } from '../room-state';

function sectionOf(sections: TJourneySection[], contentId: number | undefined) {
  return sections.find((s) => s.contents.some((c) => c.id === contentId));
}

/** The room of one subscription, on one item. */
function Room({
  subscription,
  sections,
  progress,
  contentId,
  onRetryOutline,
}: {
  subscription: TSubscription;
  sections: TJourneySection[];
  progress: number;
  contentId: number;
  onRetryOutline?: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const readOnly = subscription.access === 'view_only';
  const content = useContent(contentId, subscription.id);
  const save = useSaveCurrentContent(subscription.id);
  const summary = orderedItems(sections).find((item) => item.id === contentId);
  const opened = content.data?.id;
  usePageTitle(summary?.name ?? subscription.course_name);

  // the item opened is where Continue brings the student back; the outline is read again for its locks
  // (a painted page shows it as the painter read it after these calls)
  const { mutate: saveCurrent } = save;
  const keeps = opened !== undefined && !readOnly;
  useOpeningCall(keeps ? saveCurrentCall(subscription.id, { content: opened }) : null, () => {
    if (opened !== undefined) saveCurrent({ content: opened });
  });
  // a lesson or a document shows all it has as painted; other items act as they open (a quiz's clock)
  const type = content.data?.content_type;
  useReadFirst(type === 'lesson' || type === 'document');
  useEffect(() => {
    if (isHydrating()) return;
    void queryClient.invalidateQueries({ queryKey: sectionsKey(subscription.id) });
  }, [contentId, subscription.id, queryClient]);

  const room = { slug: subscription.course_slug, subscription: subscription.id };
  const nav = content.data
    ? itemNavigation(content.data, room.slug, readOnly, t)
    : isLockedItemError(content.error)
      ? lockedItemNavigation(orderedItems(sections), contentId, room)
      : null;

  const until = subscription.post_graduation_access_end_date;
  const section = sectionOf(sections, contentId);
  return (
    <RoomShell
      sidebar={
        <RoomSidebar
          subscription={subscription}
          sections={sections}
          progress={progress}
          currentContent={contentId}
          onRetryOutline={onRetryOutline}
        />
      }
      item={contentId}
      overline={section && { text: section.name, lang: section.lang }}
      title={content.data?.name ?? summary?.name ?? subscription.course_name}
      lang={content.data?.lang ?? summary?.lang}
      topActions={nav && <TopNavigation nav={nav} />}
      bottomBar={nav && <BottomNavigation nav={nav} />}
    >
      {readOnly && until && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('enrolment.access.viewOnly', { date: format.date(until) })}
        </Alert>
      )}
      <ContentArea content={content} courseId={subscription.course} readOnly={readOnly} />
    </RoomShell>
  );
}

/** The program's outline, then the item: the one in the address, or where the student left off. */
function SubscriptionRoom({
  subscription,
  contentId,
}: {
  subscription: TSubscription;
  contentId: number | undefined;
}) {
  const { t } = useTranslation();
  const sections = useCourseSections(subscription.course, subscription.id);
  useRoomUpdates(subscription.id);
  if (sections.isPending) return <LoadingScreen />;
  // a failed refresh keeps the outline shown, with a Retry in the sidebar
  if (!sections.data) {
    const reason = isApiError(sections.error)
      ? (sections.error.detail ?? sections.error.nonFieldErrors[0])
      : undefined;
    return (
      <Alert
        severity="error"
        sx={{ m: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void sections.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('journey.structureFailed', {
          reason: reason ? localContractMessage(reason, t) : t('journey.unknownError'),
        })}
      </Alert>
    );
  }
  const list = sections.data.results;
  if (contentId === undefined) {
    const start = startingItem(list, subscription.current_content);
    if (start !== undefined)
      return <Navigate to={PORTAL_PAGES.room(subscription.course_slug, subscription.id, start)} replace />;
    return (
      <Typography sx={{ p: 4 }} role="status">
        {t('catalogue.noContent')}
      </Typography>
    );
  }
  return (
    <Room
      subscription={subscription}
      sections={list}
      progress={sections.data.mandatory_content_progress}
      contentId={contentId}
      onRetryOutline={sections.isError ? () => void sections.refetch() : undefined}
    />
  );
}

/** What the route adds over an open room (the AI tutor), given the room's subscription. */
type RoomExtras = (subscription: TSubscription) => ReactNode;

/** A subscription's room: blocked while access is pending or closed, read-only after graduating. */
function GuardedRoom({
  id,
  contentId,
  extras,
}: {
  id: number;
  contentId: number | undefined;
  extras?: RoomExtras;
}) {
  const subscription = useSubscription(id);
  const [searchParams] = useSearchParams();
  if (subscription.isPending) return <LoadingScreen />;
  // the spec: a subscription load failure redirects to the dashboard
  if (subscription.isError) return <Navigate to="/dashboard" replace />;
  const { data } = subscription;
  // the course's forum tab (where discussion notifications lead) is the program's board
  if (searchParams.get('tab') === 'forum') return <Navigate to={forumBoardPath(data.course)} replace />;
  if (data.access === 'pending') return <AccessPending remark={data.student_remark} />;
  if (data.access === 'closed') return <AccessClosed subscription={data} />;
  return (
    <>
      <SubscriptionRoom subscription={data} contentId={contentId} />
      {extras?.(data)}
    </>
  );
}

/** `/program-journey/room` alone: the program the student was last in, or My Programs when there is none. */
function LatestRoom() {
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <LoadingScreen />;
  const open = (subscriptions.data?.results ?? [])
    .filter((s) => s.access === 'full' || s.access === 'view_only')
    .sort((a, b) => b.enroll_datetime.localeCompare(a.enroll_datetime));
  const latest = open.find((s) => s.current_content !== null) ?? open[0];
  if (!latest) return <Navigate to="/dashboard" replace />;
  return <Navigate to={PORTAL_PAGES.room(latest.course_slug, latest.id, latest.current_content)} replace />;
}

export function RoomPage({ extras }: { extras?: RoomExtras }) {
  const { id, contentId } = useParams();
  if (id === undefined) return <LatestRoom />;
  const subscriptionId = Number(id);
  const content = contentId === undefined ? undefined : Number(contentId);
  if (!Number.isInteger(subscriptionId) || subscriptionId <= 0) return <Navigate to="/dashboard" replace />;
  if (content !== undefined && (!Number.isInteger(content) || content <= 0))
    return <Navigate to="/dashboard" replace />;
  return <GuardedRoom id={subscriptionId} contentId={content} extras={extras} />;
}
