import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import { useTheme } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DEFAULTS, LIMITS, type TNotificationItem, notificationPath } from '@portal/contract';
import { type Dispatch, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { RetryAlert } from '../../../components/retry-alert';
import { lazyComponent } from '../../../lib/lazy-component';
import { useInstitute } from '../../institute/api/get-institute';
import { toast } from '../../../lib/toast';
import { useUnseenCount } from '../api/get-unseen-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useUpdateReadStatus } from '../api/update-read-status';
import { errorMessage } from '../../../lib/api-errors';
import { useNotificationPages } from '../hooks/use-notification-pages';
import { type DayLabel, formatTime, groupByDay } from '../notification-groups';
import {
  COLLAPSED_COUNT,
  FILTER_TYPES,
  moreCount,
  type NotificationsAction,
  type NotificationsState,
  type TypeFilter,
  visibleItems,
} from '../notifications-state';
import { NotificationItem } from './notification-item';

const EmailPreferencesDialog = lazyComponent(
  'EmailPreferencesDialog',
  () => import('./email-preferences-dialog'),
  (m) => m.EmailPreferencesDialog,
);

type NotificationPopoverProps = {
  id: string;
  anchor: HTMLElement;
  /** When the panel opened: Today and Yesterday count from it. */
  openedAt: Date;
  state: NotificationsState;
  dispatch: Dispatch<NotificationsAction>;
  onClose: () => void;
};

/** The notification panel (spec section 4): filters, the grouped list, read and unread, and where each leads. */
export function NotificationPopover({
  id,
  anchor,
  openedAt,
  state,
  dispatch,
  onClose,
}: NotificationPopoverProps) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: institute } = useInstitute();
  const timeZone = institute?.time_zone ?? DEFAULTS.timeZone;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { data: unseenCount = 0 } = useUnseenCount();
  const updateRead = useUpdateReadStatus(dispatch);
  const markAll = useMarkAllRead();
  const { loadMoreIfNeeded, reload } = useNotificationPages(state, dispatch);
  const titleId = useId();
  const groupId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const [preferencesUsed, setPreferencesUsed] = useState(false);
  const focusAfterExpand = useRef(false);
  useEffect(() => {
    if (!state.expanded || !focusAfterExpand.current) return;
    focusAfterExpand.current = false;
    listRef.current?.querySelectorAll<HTMLElement>('[data-notification-item]')[COLLAPSED_COUNT]?.focus();
  }, [state.expanded]);

  const setRead = async (item: TNotificationItem, read: boolean) => {
    try {
      await updateRead.mutateAsync({ item, read });
    } catch (error) {
      toast.error(errorMessage(error, t) ?? t('notifications.errors.readStatus'));
    }
  };

  const markAllRead = async () => {
    try {
      await markAll.mutateAsync();
      dispatch({ type: 'allRead' });
    } catch (error) {
      toast.error(errorMessage(error, t) ?? t('notifications.errors.markAllRead'));
    }
  };

  const openItem = (item: TNotificationItem) => {
    if (!item.is_read) void setRead(item, true);
    onClose();
    const to = notificationPath(item.notification);
    // already on its page (the thread a reply came to): what it tells of is shown by reading the page again
    if (to === location.pathname + location.search) void queryClient.invalidateQueries({ type: 'active' });
    else void navigate(to);
  };

  const openPreferences = () => {
    setPreferencesUsed(true);
    setPreferencesOpen(true);
  };

  const dayLabel = (label: DayLabel) =>
    label.kind === 'date'
      ? label.text
      : t(label.kind === 'today' ? 'notifications.today' : 'notifications.yesterday');
  const groups = groupByDay(visibleItems(state), openedAt, timeZone, language);
  const more = moreCount(state);
  const loading = state.status === 'loading';
  const anyUnread = unseenCount > 0 || state.items.some((item) => !item.is_read);

  return (
    <>
      <Popover
        id={id}
        open={state.open}
        anchorEl={anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        marginThreshold={phone ? 0 : 16}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: {
              mt: 1,
              width: { xs: '100%', sm: LIMITS.notificationPopover.width },
              maxWidth: { xs: '100%', sm: 'calc(100% - 32px)' },
              display: 'flex',
              flexDirection: 'column',
            },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, px: 2, pt: 1.5, pb: 0.5 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
            {t('notifications.title')}
          </Typography>
          <Tooltip title={t('notifications.emailPreferences')}>
            <IconButton
              aria-label={t('notifications.emailPreferences')}
              onPointerEnter={EmailPreferencesDialog.preload}
              onFocus={EmailPreferencesDialog.preload}
              onClick={openPreferences}
            >
              <SettingsIcon />
            </IconButton>
          </Tooltip>
          <IconButton edge="end" aria-label={t('common.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pb: 1.5 }}>
          <FormControlLabel
            control={
              <Switch
                checked={state.filter.unreadOnly}
                onChange={(_, checked) => dispatch({ type: 'setUnreadOnly', value: checked })}
              />
            }
            label={t('notifications.unreadOnly')}
            sx={{ mr: 'auto' }}
          />
          <TextField
            select
            size="small"
            label={t('notifications.type')}
            value={state.filter.type}
            onChange={(event) => dispatch({ type: 'setType', value: event.target.value as TypeFilter })}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{t('notifications.allTypes')}</MenuItem>
            {FILTER_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`notifications.types.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            size="small"
            startIcon={<DoneAllIcon />}
            disabled={!anyUnread}
            loading={markAll.isPending}
            onClick={() => void markAllRead()}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        <Box
          ref={listRef}
          aria-busy={loading}
          onScroll={(event) => loadMoreIfNeeded(event.currentTarget)}
          sx={{
            maxHeight: `min(${LIMITS.notificationPopover.listHeight}px, calc(100dvh - 220px))`,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
          }}
        >
          {state.items.length === 0 ? (
            loading ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
                <CircularProgress size={32} aria-label={t('common.loading')} />
              </Box>
            ) : state.status === 'error' ? (
              <Box sx={{ p: 2 }}>
                <RetryAlert message={t('notifications.errors.fetch')} onRetry={reload} />
              </Box>
            ) : (
              <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
                {t('notifications.empty')}
              </Typography>
            )
          ) : (
            groups.map((group) => (
              <Box component="section" key={group.key} aria-labelledby={`${groupId}-${group.key}`}>
                <ListSubheader
                  component="h3"
                  id={`${groupId}-${group.key}`}
                  sx={{ typography: 'overline', lineHeight: 2.5, bgcolor: 'background.paper' }}
                >
                  {dayLabel(group.label)}
                </ListSubheader>
                <List disablePadding aria-labelledby={`${groupId}-${group.key}`}>
                  {group.items.map((item) => (
                    <NotificationItem
                      key={item.id}
                      item={item}
                      time={formatTime(item.received_at, timeZone, language)}
                      onOpen={openItem}
                      onToggleRead={(changed) => void setRead(changed, !changed.is_read)}
                    />
                  ))}
                </List>
              </Box>
            ))
          )}
          {state.expanded && loading && state.items.length > 0 && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
              <CircularProgress size={24} aria-label={t('notifications.loadingMore')} />
            </Box>
          )}
        </Box>
        {more > 0 && (
          <>
            <Divider />
            <Button
              onClick={() => {
                focusAfterExpand.current = true;
                dispatch({ type: 'expand' });
              }}
              sx={{ m: 1 }}
            >
              {t('notifications.more', { count: more })}
            </Button>
          </>
        )}
      </Popover>
      {preferencesUsed && (
        <Suspense fallback={null}>
          <EmailPreferencesDialog open={preferencesOpen} onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
