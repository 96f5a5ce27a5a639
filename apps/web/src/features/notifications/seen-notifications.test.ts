import { describe, expect, it } from 'vitest';
import { notification } from './notifications-test-data';
import { seenNotifications } from './seen-notifications';

describe('the notifications a page has seen', () => {
  it('are the unread ones newer than the stream’s first, not pushed, oldest first, each once', () => {
    const seen = seenNotifications();
    seen.heard('10');
    // a reconnected stream's first event names a newer one, which may be among those missed
    seen.heard('13');
    seen.shown(12);
    const page = [
      notification(14),
      notification(13),
      notification(12),
      notification(11, {}, { is_read: true }),
      notification(10),
    ];
    expect(seen.unseen(page).map((item) => item.id)).toEqual([13, 14]);
    expect(seen.unseen(page)).toEqual([]);
  });

  it('are none before the stream said where it started', () => {
    const seen = seenNotifications();
    seen.heard('');
    expect(seen.unseen([notification(1)])).toEqual([]);
  });
});
