import {
  LIMITS,
  NOTIFICATION_TYPES,
  type TListNotificationsResponse,
  type TNotificationItem,
  type TNotificationType,
} from '@portal/contract';

export const PAGE_SIZE = LIMITS.notificationPageSize;
export const COLLAPSED_COUNT = LIMITS.notificationCollapsedCount;
export const LOAD_MORE_PX = LIMITS.notificationLoadMorePx;

/** The spec's seventeen types a student can filter by; 'general' shows under 'all' only. */
export const FILTER_TYPES = NOTIFICATION_TYPES.filter(
  (type): type is Exclude<TNotificationType, 'general'> => type !== 'general',
);

export type TypeFilter = 'all' | TNotificationType;

export type NotificationFilter = { type: TypeFilter; unreadOnly: boolean };

/** The notification popover's state (spec section 4, Notifications). */
export type NotificationsState = {
  open: boolean;
  expanded: boolean;
  filter: NotificationFilter;
  items: TNotificationItem[];
  /** How many the server lists for the filter; with unread only, the list's unread count. */
  total: number;
  /** Where the next page starts in the server's list, which shifts as items join or leave it. */
  nextOffset: number;
  hasMore: boolean;
  status: 'idle' | 'loading' | 'error';
  /** The offset of the page on its way, so a scroll asks for the next page only once. */
  loadingOffset: number | null;
};

export type NotificationsAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'expand' }
  | { type: 'setType'; value: TypeFilter }
  | { type: 'setUnreadOnly'; value: boolean }
  | { type: 'loadStart'; offset: number }
  | {
      type: 'loaded';
      offset: number;
      filter: NotificationFilter;
      page: Pick<TListNotificationsResponse, 'results' | 'count'>;
    }
  | { type: 'loadFailed'; offset: number; filter: NotificationFilter }
  /** `item` as it was before the change; the same action with `item` and `read` swapped reverts it. */
  | { type: 'setRead'; item: TNotificationItem; read: boolean }
  | { type: 'allRead' }
  | { type: 'received'; item: TNotificationItem };

export const initialNotificationsState: NotificationsState = {
  open: false,
  expanded: false,
  filter: { type: 'all', unreadOnly: false },
  items: [],
  total: 0,
  nextOffset: 0,
  hasMore: false,
  status: 'idle',
  loadingOffset: null,
};

const emptyList = {
  items: [],
  total: 0,
  nextOffset: 0,
  hasMore: false,
  status: 'idle',
  loadingOffset: null,
} as const satisfies Partial<NotificationsState>;

/** A count after a change, never below zero. */
export function shiftCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}

function sameFilter(a: NotificationFilter, b: NotificationFilter): boolean {
  return a.type === b.type && a.unreadOnly === b.unreadOnly;
}

function matchesFilter(item: TNotificationItem, filter: NotificationFilter): boolean {
  if (filter.unreadOnly && item.is_read) return false;
  return filter.type === 'all' || item.notification.type === filter.type;
}

/** +1 when an item becomes unread, -1 when it becomes read, 0 when nothing changes. */
function unreadDelta(wasRead: boolean, read: boolean): number {
  if (wasRead === read) return 0;
  return read ? -1 : 1;
}

export function notificationsReducer(
  state: NotificationsState,
  action: NotificationsAction,
): NotificationsState {
  switch (action.type) {
    case 'open':
      return { ...state, open: true };
    case 'close': {
      const filter = { ...state.filter, type: 'all' as const };
      // a list of one type no longer matches the filter it reopens with
      const list = state.filter.type === 'all' ? {} : emptyList;
      return { ...state, ...list, open: false, expanded: false, filter };
    }
    case 'expand':
      return { ...state, expanded: true };
    case 'setType':
      if (action.value === state.filter.type) return state;
      return { ...state, ...emptyList, filter: { ...state.filter, type: action.value } };
    case 'setUnreadOnly':
      if (action.value === state.filter.unreadOnly) return state;
      return { ...state, ...emptyList, filter: { ...state.filter, unreadOnly: action.value } };
    case 'loadStart':
      return { ...state, status: 'loading', loadingOffset: action.offset };
    case 'loaded': {
      // an answer for a filter since changed would mix two lists
      if (!sameFilter(action.filter, state.filter)) return state;
      const { results, count } = action.page;
      const items =
        action.offset === 0
          ? results
          : [...state.items, ...results.filter((item) => !state.items.some((known) => known.id === item.id))];
      return {
        ...state,
        items,
        total: count,
        nextOffset: action.offset + results.length,
        hasMore: results.length >= PAGE_SIZE,
        status: 'idle',
        loadingOffset: null,
      };
    }
    case 'loadFailed':
      if (!sameFilter(action.filter, state.filter)) return state;
      return { ...state, status: 'error', loadingOffset: null };
    case 'setRead': {
      const delta = unreadDelta(action.item.is_read, action.read);
      const items = state.items.map((item) =>
        item.id === action.item.id ? { ...item, is_read: action.read } : item,
      );
      if (!state.filter.unreadOnly || delta === 0) return { ...state, items };
      // with unread only, a read item leaves the server's list and an unread one joins it again
      return {
        ...state,
        items,
        total: shiftCount(state.total, delta),
        nextOffset: shiftCount(state.nextOffset, delta),
      };
    }
    case 'allRead': {
      const items = state.items.map((item) => (item.is_read ? item : { ...item, is_read: true }));
      if (!state.filter.unreadOnly) return { ...state, items };
      return { ...state, items, total: 0, nextOffset: 0, hasMore: false };
    }
    case 'received': {
      const { item } = action;
      if (!state.open || !matchesFilter(item, state.filter)) return state;
      // a grouped notice (the day's reward points) comes again when it changes: it moves up, updated
      if (state.items.some((known) => known.id === item.id))
        return { ...state, items: [item, ...state.items.filter((known) => known.id !== item.id)] };
      return {
        ...state,
        items: [item, ...state.items],
        total: state.total + 1,
        nextOffset: state.nextOffset + 1,
      };
    }
  }
}

/** The action that undoes an optimistic read or unread. */
export function revertRead(action: Extract<NotificationsAction, { type: 'setRead' }>) {
  return {
    type: 'setRead',
    item: { ...action.item, is_read: action.read },
    read: action.item.is_read,
  } as const;
}

/** The student's unseen count (the badge) after an action of the panel; undefined while unknown. */
export function unseenCountAfter(count: number | undefined, action: NotificationsAction): number | undefined {
  if (count === undefined) return count;
  if (action.type === 'allRead') return 0;
  if (action.type === 'setRead') return shiftCount(count, unreadDelta(action.item.is_read, action.read));
  return count;
}

/** The query of a page: 'all' sends no type, and unread only sends `is_read=false`. */
export function pageQuery(filter: NotificationFilter, offset: number) {
  return {
    offset,
    limit: PAGE_SIZE,
    notification__type: filter.type === 'all' ? undefined : filter.type,
    is_read: filter.unreadOnly ? ('false' as const) : undefined,
  };
}

/** Collapsed, the panel shows the first four. */
export function visibleItems(state: NotificationsState): TNotificationItem[] {
  return state.expanded ? state.items : state.items.slice(0, COLLAPSED_COUNT);
}

/** The N of '+N more': how many of the server's total the collapsed panel does not show. */
export function moreCount(state: NotificationsState): number {
  if (state.expanded) return 0;
  return Math.max(0, Math.max(state.total, state.items.length) - COLLAPSED_COUNT);
}

export type ScrollPosition = { scrollTop: number; scrollHeight: number; clientHeight: number };

/** Expanded and scrolled to within 50px of the bottom, with more to come and none on its way. */
export function shouldLoadMore(state: NotificationsState, scroll: ScrollPosition): boolean {
  if (!state.expanded || !state.hasMore || state.status === 'loading') return false;
  return scroll.scrollHeight - scroll.scrollTop - scroll.clientHeight <= LOAD_MORE_PX;
}
