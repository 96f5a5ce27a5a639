import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PORTAL_PAGES, type TContent, type TContentSummary } from '@portal/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { localContractMessage } from '../../../lib/contract-messages';
import { canGoNext, completionPath, leadsToCompletion } from '../room-state';

/** Where Previous and Next lead from the item open, and why Next waits when it does. */
export type RoomNavigation = {
  previous: string | null;
  next: string | null;
  completion: string | null;
  nextAllowed: boolean;
  reason: string | null;
};

/** The navigation of an item the student may open, as the server answered it. */
export function itemNavigation(
  content: TContent,
  slug: string,
  readOnly: boolean,
  t: TFunction,
): RoomNavigation {
  const subscription = content.subscription;
  // a graduate looking back may move freely: nothing they do is recorded
  const nextAllowed = readOnly || canGoNext(content);
  const waiting = content.can_proceed_to_next_content.reason;
  return {
    previous: content.previous_content
      ? PORTAL_PAGES.room(slug, subscription, content.previous_content.id)
      : null,
    next: content.next_content ? PORTAL_PAGES.room(slug, subscription, content.next_content.id) : null,
    completion: leadsToCompletion(content) ? completionPath(slug, subscription) : null,
    nextAllowed,
    reason: nextAllowed || !waiting ? null : localContractMessage(waiting, t),
  };
}

/**
 * The navigation of a locked item, from the outline: Previous leads back to the items before it, and
 * Next waits (the item says why it is locked).
 */
export function lockedItemNavigation(
  items: TContentSummary[],
  contentId: number,
  room: { slug: string; subscription: number },
): RoomNavigation {
  const at = items.findIndex((item) => item.id === contentId);
  const previous = at > 0 ? items[at - 1] : undefined;
  const next = at >= 0 ? items[at + 1] : undefined;
  return {
    previous: previous ? PORTAL_PAGES.room(room.slug, room.subscription, previous.id) : null,
    next: next ? PORTAL_PAGES.room(room.slug, room.subscription, next.id) : null,
    completion: null,
    nextAllowed: false,
    reason: null,
  };
}

/** The top bar's small previous and next buttons. */
export function TopNavigation({ nav }: { nav: RoomNavigation }) {
  const { t } = useTranslation();
  const nextTarget = nav.next ?? nav.completion;
  return (
    <Stack direction="row" spacing={0.5}>
      <Tooltip title={t('journey.previous')}>
        <span>
          <IconButton
            component={nav.previous ? RouterLink : 'button'}
            to={nav.previous ?? undefined}
            disabled={!nav.previous}
            aria-label={t('journey.previous')}
          >
            <ArrowBackIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={nav.reason ?? t('journey.next')}>
        <span>
          <IconButton
            component={nextTarget && nav.nextAllowed ? RouterLink : 'button'}
            to={nav.nextAllowed ? (nextTarget ?? undefined) : undefined}
            disabled={!nextTarget || !nav.nextAllowed}
            aria-label={t('journey.next')}
          >
            <ArrowForwardIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}

/** The bottom bar: Previous, and Next or, at the very end, the way to the completion page. */
export function BottomNavigation({ nav }: { nav: RoomNavigation }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
    >
      <Button
        component={nav.previous ? RouterLink : 'button'}
        to={nav.previous ?? undefined}
        disabled={!nav.previous}
        startIcon={<ArrowBackIcon />}
        variant="outlined"
      >
        {t('journey.previous')}
      </Button>
      {nav.reason && (
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', flex: '1 1 200px', textAlign: 'center' }}
          role="status"
        >
          {nav.reason}
        </Typography>
      )}
      {nav.completion ? (
        <Button component={RouterLink} to={nav.completion} endIcon={<EmojiEventsIcon />} variant="contained">
          {t('journey.finish')}
        </Button>
      ) : (
        <Button
          component={nav.next && nav.nextAllowed ? RouterLink : 'button'}
          to={nav.nextAllowed ? (nav.next ?? undefined) : undefined}
          disabled={!nav.next || !nav.nextAllowed}
          endIcon={<ArrowForwardIcon />}
          variant="contained"
        >
          {t('journey.next')}
        </Button>
      )}
    </Stack>
  );
}
