import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { TNotificationItem } from '@portal/contract';
import { Suspense, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUnseenCount } from '../api/get-unseen-count';
import { errorMessage } from '../../../lib/api-errors';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { initialNotificationsState, notificationsReducer } from '../notifications-state';

const modalDialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

// the panel, its list and its dialog load on first use; the badge and the stream are on every page
const NotificationPopover = lazyComponent(
  'NotificationPopover',
  () => import('./notification-popover'),
  (m) => m.NotificationPopover,
);

/** The header's bell: the unseen count, kept live, opening the notification popover. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data: session } = useSession();
  const signedIn = Boolean(session);
  const unseen = useUnseenCount(signedIn);
  const count = unseen.data ?? 0;
  // the panel's state lives here, so pushed notifications reach it and closing keeps the unread-only choice
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openedAt, setOpenedAt] = useState(() => new Date());
  const popoverId = useId();

  const openRef = useRef(state.open);
  useEffect(() => {
    openRef.current = state.open;
  }, [state.open]);

  useNotificationStream(signedIn, {
    onNotification: (item: TNotificationItem) => {
      dispatch({ type: 'received', item });
      // a notice does not cover a dialog the student is working in (the card dialog that says why a
      // payment failed, say): the badge counts it
      if (!openRef.current && !modalDialogOpen())
        toast.show({ title: item.notification.heading, message: item.notification.message });
    },
    // the list shown under the same filter is brought up to date
    onFirstPage: (page, filter) => dispatch({ type: 'loaded', offset: 0, filter, page }),
  });

  const shownError = useRef(0);
  useEffect(() => {
    if (!unseen.isError || unseen.errorUpdatedAt === shownError.current) return;
    shownError.current = unseen.errorUpdatedAt;
    toast.error(errorMessage(unseen.error, t) ?? t('header.unseenCountFailed'));
  }, [unseen.isError, unseen.error, unseen.errorUpdatedAt, t]);

  if (!signedIn) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={count > 0 ? t('header.notificationsUnread', { count }) : t('header.notifications')}
        aria-haspopup="dialog"
        aria-controls={state.open ? popoverId : undefined}
        aria-expanded={state.open ? 'true' : 'false'}
        onPointerEnter={NotificationPopover.preload}
        onFocus={NotificationPopover.preload}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpenedAt(new Date());
          dispatch({ type: 'open' });
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <NotificationPopover
            id={popoverId}
            anchor={anchor}
            openedAt={openedAt}
            state={state}
            dispatch={dispatch}
            onClose={() => dispatch({ type: 'close' })}
          />
        </Suspense>
      )}
    </>
  );
}
