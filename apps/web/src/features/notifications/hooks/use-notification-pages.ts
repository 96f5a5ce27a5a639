import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { getUnseenCountQueryOptions } from '../api/get-unseen-count';
import { fetchNotifications } from '../api/list-notifications';
import { errorMessage } from '../../../lib/api-errors';
import {
  type NotificationFilter,
  type NotificationsAction,
  type NotificationsState,
  pageQuery,
  type ScrollPosition,
  shouldLoadMore,
} from '../notifications-state';

/**
 * Loads the panel's pages: the first one each time the panel opens or its filter changes, the next
 * one when `loadMoreIfNeeded` finds the list scrolled near its bottom.
 */
export function useNotificationPages(state: NotificationsState, dispatch: Dispatch<NotificationsAction>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useRef(new Set<AbortController>());

  const load = useCallback(
    async (offset: number, filter: NotificationFilter) => {
      const controller = new AbortController();
      requests.current.add(controller);
      dispatch({ type: 'loadStart', offset });
      try {
        const page = await fetchNotifications(pageQuery(filter, offset), controller.signal);
        dispatch({ type: 'loaded', offset, filter, page });
        queryClient.setQueryData(getUnseenCountQueryOptions().queryKey, page.unseen_count);
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'loadFailed', offset, filter });
        toast.error(errorMessage(error, t) ?? t('notifications.errors.fetch'));
      } finally {
        requests.current.delete(controller);
      }
    },
    [dispatch, queryClient, t],
  );

  const { open } = state;
  const { type, unreadOnly } = state.filter;
  useEffect(() => {
    if (!open) return;
    void load(0, { type, unreadOnly });
    const pending = requests.current;
    return () => {
      for (const controller of pending) controller.abort();
      pending.clear();
    };
  }, [open, type, unreadOnly, load]);

  const loadMoreIfNeeded = (scroll: ScrollPosition) => {
    if (shouldLoadMore(state, scroll)) void load(state.nextOffset, state.filter);
  };
  const reload = () => void load(0, state.filter);
  return { loadMoreIfNeeded, reload };
}
