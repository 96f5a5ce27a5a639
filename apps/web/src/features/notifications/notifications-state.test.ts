import { describe, expect, it } from 'vitest';
import {
  initialNotificationsState,
  moreCount,
  type NotificationFilter,
  type NotificationsAction,
  notificationsReducer,
  type NotificationsState,
  pageQuery,
  revertRead,
  shiftCount,
  shouldLoadMore,
  unseenCountAfter,
  visibleItems,
} from './notifications-state';
import { notification, notifications } from './notifications-test-data';

const all: NotificationFilter = { type: 'all', unreadOnly: false };

function run(state: NotificationsState, ...actions: NotificationsAction[]): NotificationsState {
  return actions.reduce(notificationsReducer, state);
}

/** The panel open on `filter`, with a first page of `items` out of `count`. */
function loaded(items = notifications(20), count = 45, filter: NotificationFilter = all) {
  return run(
    initialNotificationsState,
    { type: 'open' },
    ...(filter.type !== 'all' ? [{ type: 'setType', value: filter.type } as const] : []),
    ...(filter.unreadOnly ? [{ type: 'setUnreadOnly', value: true } as const] : []),
    { type: 'loadStart', offset: 0 },
    { type: 'loaded', offset: 0, filter, page: { results: items, count } },
  );
}

const bottom = { scrollTop: 450, scrollHeight: 1000, clientHeight: 550 };

describe('the notification panel state', () => {
  describe('loading pages', () => {
    it('replaces the list with a page at offset 0', () => {
      const state = run(loaded(notifications(20, 100)), {
        type: 'loaded',
        offset: 0,
        filter: all,
        page: { results: notifications(3, 200), count: 3 },
      });
      expect(state.items.map((item) => item.id)).toEqual([200, 199, 198]);
      expect(state.total).toBe(3);
    });

    it('appends a later page, leaving out an item it already holds', () => {
      const state = run(loaded(notifications(20, 40)), {
        type: 'loaded',
        offset: 20,
        filter: all,
        page: { results: notifications(20, 21), count: 45 },
      });
      expect(state.items).toHaveLength(39);
      expect(state.items.at(-1)?.id).toBe(2);
      expect(state.nextOffset).toBe(40);
    });

    it('has more while a page comes back full (20), and no more after a shorter one', () => {
      const full = loaded(notifications(20, 40));
      expect(full.hasMore).toBe(true);
      const short = run(full, {
        type: 'loaded',
        offset: 20,
        filter: all,
        page: { results: notifications(5, 20), count: 25 },
      });
      expect(short.hasMore).toBe(false);
      expect(loaded(notifications(19), 19).hasMore).toBe(false);
    });

    it('ignores a page loaded for a filter that has changed since', () => {
      const state = run(
        initialNotificationsState,
        { type: 'open' },
        { type: 'setUnreadOnly', value: true },
        { type: 'loaded', offset: 0, filter: all, page: { results: notifications(3), count: 3 } },
      );
      expect(state.items).toEqual([]);
    });

    it('marks a failed load, so the panel can offer to try again', () => {
      const state = run(
        initialNotificationsState,
        { type: 'open' },
        { type: 'loadStart', offset: 0 },
        { type: 'loadFailed', offset: 0, filter: all },
      );
      expect(state.status).toBe('error');
      expect(state.loadingOffset).toBeNull();
    });
  });

  describe('the query of a page', () => {
    it('sends no type for all, and no read filter unless unread only', () => {
      expect(pageQuery(all, 0)).toEqual({
        offset: 0,
        limit: 20,
        notification__type: undefined,
        is_read: undefined,
      });
    });

    it('sends the chosen type and is_read=false for unread only', () => {
      expect(pageQuery({ type: 'payment', unreadOnly: true }, 40)).toEqual({
        offset: 40,
        limit: 20,
        notification__type: 'payment',
        is_read: 'false',
      });
    });
  });

  describe('read and unread', () => {
    it('marks one item read at once and takes one off the unseen count', () => {
      const state = loaded();
      const item = state.items[1]!;
      const action = { type: 'setRead', item, read: true } as const;
      expect(run(state, action).items[1]?.is_read).toBe(true);
      expect(run(state, action).items[0]?.is_read).toBe(false);
      expect(unseenCountAfter(7, action)).toBe(6);
    });

    it('adds one to the unseen count when an item is marked unread', () => {
      const item = notification(1, {}, { is_read: true });
      expect(unseenCountAfter(7, { type: 'setRead', item, read: false })).toBe(8);
    });

    it('never takes a count below zero', () => {
      const action = { type: 'setRead', item: notification(1), read: true } as const;
      expect(unseenCountAfter(0, action)).toBe(0);
      expect(shiftCount(0, -1)).toBe(0);
      const unreadList = loaded([notification(1)], 0, { type: 'all', unreadOnly: true });
      expect(run(unreadList, action).total).toBe(0);
    });

    it('leaves the counts alone when the item already reads that way', () => {
      const state = loaded();
      const action = { type: 'setRead', item: state.items[0]!, read: false } as const;
      expect(unseenCountAfter(3, action)).toBe(3);
      expect(run(state, action)).toEqual(state);
    });

    it('adjusts the unread list’s own count, and where its next page starts', () => {
      const state = loaded(notifications(20), 30, { type: 'all', unreadOnly: true });
      const read = run(state, { type: 'setRead', item: state.items[0]!, read: true });
      expect(read.total).toBe(29);
      expect(read.nextOffset).toBe(19);
      const unreadAgain = run(read, { type: 'setRead', item: read.items[0]!, read: false });
      expect(unreadAgain.total).toBe(30);
      expect(unreadAgain.nextOffset).toBe(20);
    });

    it('does not change the count of a list of every notification', () => {
      const state = loaded(notifications(20), 45);
      const read = run(state, { type: 'setRead', item: state.items[0]!, read: true });
      expect(read.total).toBe(45);
      expect(read.nextOffset).toBe(20);
    });

    it('reverts an optimistic change exactly', () => {
      const state = loaded(notifications(20), 30, { type: 'all', unreadOnly: true });
      const action = { type: 'setRead', item: state.items[2]!, read: true } as const;
      const changed = run(state, action);
      const reverted = run(changed, revertRead(action));
      expect(reverted.items).toEqual(state.items);
      expect(reverted.total).toBe(30);
      expect(unseenCountAfter(unseenCountAfter(5, action), revertRead(action))).toBe(5);
    });

    it('keeps an unknown unseen count unknown', () => {
      expect(unseenCountAfter(undefined, { type: 'allRead' })).toBeUndefined();
    });
  });

  describe('mark all read', () => {
    it('sets every loaded item read and zeroes the unseen count', () => {
      const state = run(loaded(), { type: 'allRead' });
      expect(state.items.every((item) => item.is_read)).toBe(true);
      expect(unseenCountAfter(12, { type: 'allRead' })).toBe(0);
    });

    it('zeroes the unread list’s count, which has nothing more to load', () => {
      const state = run(loaded(notifications(20), 30, { type: 'all', unreadOnly: true }), {
        type: 'allRead',
      });
      expect(state.total).toBe(0);
      expect(state.hasMore).toBe(false);
    });
  });

  describe('collapsed and expanded', () => {
    it('shows the first 4 collapsed, with the rest of the server’s total as +N more', () => {
      const state = loaded(notifications(20), 45);
      expect(visibleItems(state).map((item) => item.id)).toEqual([20, 19, 18, 17]);
      expect(moreCount(state)).toBe(41);
    });

    it('has no +N more with 4 or fewer', () => {
      expect(moreCount(loaded(notifications(4), 4))).toBe(0);
      expect(moreCount(loaded(notifications(2), 2))).toBe(0);
    });

    it('shows every loaded item once expanded', () => {
      const state = run(loaded(notifications(20), 45), { type: 'expand' });
      expect(visibleItems(state)).toHaveLength(20);
      expect(moreCount(state)).toBe(0);
    });

    it('loads more only expanded, within 50px of the bottom, with more to come and none loading', () => {
      const collapsed = loaded(notifications(20), 45);
      const expanded = run(collapsed, { type: 'expand' });
      expect(shouldLoadMore(collapsed, bottom)).toBe(false);
      expect(shouldLoadMore(expanded, bottom)).toBe(true);
      expect(shouldLoadMore(expanded, { ...bottom, scrollTop: 400 })).toBe(true);
      expect(shouldLoadMore(expanded, { ...bottom, scrollTop: 399 })).toBe(false);
      expect(shouldLoadMore(run(expanded, { type: 'loadStart', offset: 20 }), bottom)).toBe(false);
      const lastPage = run(loaded(notifications(12), 12), { type: 'expand' });
      expect(shouldLoadMore(lastPage, bottom)).toBe(false);
    });
  });

  describe('filters and closing', () => {
    it('closing collapses the panel and sets the type back to all', () => {
      const state = run(loaded(notifications(20), 45, { type: 'quiz', unreadOnly: false }), {
        type: 'expand',
      });
      const closed = run(state, { type: 'close' });
      expect(closed.open).toBe(false);
      expect(closed.expanded).toBe(false);
      expect(closed.filter.type).toBe('all');
      // the quiz list does not stand for all notifications
      expect(closed.items).toEqual([]);
    });

    it('keeps the list of all notifications on closing, to show until the reload answers', () => {
      const closed = run(loaded(), { type: 'close' });
      expect(closed.items).toHaveLength(20);
    });

    it('clears the list when unread only is switched, for the reload', () => {
      const state = run(loaded(), { type: 'setUnreadOnly', value: true });
      expect(state.filter.unreadOnly).toBe(true);
      expect(state.items).toEqual([]);
      expect(state.hasMore).toBe(false);
      expect(state.nextOffset).toBe(0);
    });

    it('clears the list when the type changes, and not when it stays', () => {
      const state = loaded();
      expect(run(state, { type: 'setType', value: 'payment' }).items).toEqual([]);
      expect(run(state, { type: 'setType', value: 'all' })).toBe(state);
    });
  });

  describe('a pushed notification', () => {
    it('goes on top of an open list, moving where the next page starts', () => {
      const state = run(loaded(notifications(20), 45), { type: 'received', item: notification(99) });
      expect(state.items[0]?.id).toBe(99);
      expect(state.total).toBe(46);
      expect(state.nextOffset).toBe(21);
    });

    it('is left out of a closed panel and of a list of another type', () => {
      const closed = run(loaded(), { type: 'close' });
      expect(run(closed, { type: 'received', item: notification(99) })).toBe(closed);
      const quizzes = loaded(notifications(3), 3, { type: 'quiz', unreadOnly: false });
      expect(run(quizzes, { type: 'received', item: notification(99, { type: 'payment' }) })).toBe(quizzes);
    });

    it('already shown (a grouped notice changed), moves to the top updated, counted once', () => {
      const open = loaded(notifications(5), 5);
      const changed = notification(3, { type: 'reward_points', message: 'Now 30 points' });
      const state = run(open, { type: 'received', item: changed });
      expect(state.items.map((item) => item.id)).toEqual([3, 5, 4, 2, 1]);
      expect(state.items[0]?.notification.message).toBe('Now 30 points');
      expect(state.total).toBe(5);
      expect(state.nextOffset).toBe(open.nextOffset);
    });
  });
});
