import type { TForumBoard, TForumPost, TForumThread, TForumThreadSummary } from '@portal/contract';
import { courseDetail } from '../../test/fixtures';
import { subscription } from '../../test/subscription-fixtures';

const program = {
  id: courseDetail.id,
  name: courseDetail.name,
  lang: courseDetail.lang,
  slug: courseDetail.slug,
};
// written in English only: named in English on a French page
export const otherProgram = {
  id: 9,
  name: 'Food Handler Certification',
  lang: 'en' as const,
  slug: 'food-handler',
};

export const boards: TForumBoard[] = [
  { course: null, thread_count: 2, unread_count: 0 },
  { course: program, thread_count: 1, unread_count: 2 },
  { course: otherProgram, thread_count: 0, unread_count: 0 },
];

const me = { name: 'Sam Student', initials: 'SS', is_me: true };
const ada = { name: 'Ada Lee', initials: 'AL', is_me: false };

/** An instant `minutes` before now, as the server writes times. */
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export function threadSummary(overrides: Partial<TForumThreadSummary> = {}): TForumThreadSummary {
  return {
    id: 51,
    title: 'Study group for the final',
    course_id: program.id,
    author: ada,
    created_at: minutesAgo(300),
    last_post_at: minutesAgo(180),
    reply_count: 3,
    unread_count: 2,
    ...overrides,
  };
}

export function post(overrides: Partial<TForumPost> = {}): TForumPost {
  return {
    id: 701,
    author: ada,
    body: 'Who wants to meet on **Tuesday**?',
    state: 'visible',
    mentions: [],
    created_at: minutesAgo(300),
    edited_at: null,
    can_edit: false,
    unread: false,
    ...overrides,
  };
}

export const myPost = (overrides: Partial<TForumPost> = {}) =>
  post({
    id: 702,
    author: me,
    body: 'Count me in.',
    can_edit: true,
    created_at: minutesAgo(5),
    ...overrides,
  });

export function thread(overrides: Partial<TForumThread> = {}): TForumThread {
  return {
    ...threadSummary(),
    course: program,
    subscription_id: subscription.id,
    posts: [post()],
    ...overrides,
  };
}
