import MarkReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { TNotificationItem } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LangSpans } from '../../../components/lang-spans';
import { visuallyHidden } from '../../../components/visually-hidden';

const clamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;

type NotificationItemProps = {
  item: TNotificationItem;
  time: string;
  onOpen: (item: TNotificationItem) => void;
  onToggleRead: (item: TNotificationItem) => void;
};

/** One notification: its title, message, time and image, opening where it leads; read or unread beside it. */
export function NotificationItem({ item, time, onOpen, onToggleRead }: NotificationItemProps) {
  const { t } = useTranslation();
  const { heading, message, payload, lang_spans: spans } = item.notification;
  const unread = !item.is_read;
  const toggleLabel = t(unread ? 'notifications.markRead' : 'notifications.markUnread', { title: heading });

  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Tooltip title={toggleLabel}>
          <IconButton edge="end" aria-label={toggleLabel} onClick={() => onToggleRead(item)}>
            {unread ? <MarkReadIcon fontSize="small" /> : <MarkUnreadIcon fontSize="small" />}
          </IconButton>
        </Tooltip>
      }
      sx={{ '& .MuiListItemSecondaryAction-root': { top: 28 } }}
    >
      <ListItemButton
        data-notification-item=""
        alignItems="flex-start"
        onClick={() => onOpen(item)}
        sx={{ gap: 1.5, py: 1.25, pr: 7, bgcolor: unread ? 'action.hover' : undefined }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.875,
            flexShrink: 0,
            width: 8,
            height: 8,
            borderRadius: '50%',
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        {payload.notification_image && (
          <Avatar variant="rounded" src={payload.notification_image} alt="" sx={{ width: 48, height: 48 }} />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          {unread && (
            <Box component="span" sx={visuallyHidden}>
              {`${t('notifications.unread')} `}
            </Box>
          )}
          <Typography
            component="span"
            variant="subtitle2"
            sx={{ fontWeight: unread ? 700 : 500, ...clamp(2) }}
          >
            <LangSpans text={heading} spans={spans} />
          </Typography>
          <Typography
            component="span"
            variant="body2"
            sx={{ color: 'text.secondary', mt: 0.25, ...clamp(3) }}
          >
            <LangSpans text={message} spans={spans} />
          </Typography>
          <Typography
            component="span"
            variant="caption"
            sx={{ display: 'block', color: 'text.secondary', mt: 0.5 }}
          >
            <time dateTime={item.received_at}>{time}</time>
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
