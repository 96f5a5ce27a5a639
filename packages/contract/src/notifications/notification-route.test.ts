import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '../enum-values';
import type { TNotificationRouteParams, TNotificationType } from './notification';
import { notificationPath } from './notification-route';

const open = (type: TNotificationType, route_params: TNotificationRouteParams = {}) =>
  notificationPath({ type, route_params });

const journey = { course_slug: 'personal-support-worker', subscription_id: 5 };
const room = '/program-journey/room/personal-support-worker/5';

describe('the page each type of notification opens', () => {
  it('opens a page of the portal for every type, even without route parameters', () => {
    for (const type of NOTIFICATION_TYPES) expect(open(type)).toMatch(/^\/[a-z]/);
  });

  it('general and loan: the dashboard', () => {
    expect(open('general')).toBe('/dashboard');
    expect(open('loan')).toBe('/dashboard');
  });

  it('payment: the payment history', () => {
    expect(open('payment', { subscription_id: 5 })).toBe('/payment-details?tab=history');
  });

  it('reward_points: the learning level', () => {
    expect(open('reward_points')).toBe('/learning-level');
  });

  it('subscription: the course room of the subscription', () => {
    expect(open('subscription', journey)).toBe(room);
    expect(open('subscription', { subscription_id: 5 })).toBe('/dashboard');
  });

  it.each(['attendance', 'assignment', 'homework', 'in_class_quota', 'quota'] as const)(
    '%s: the item in the course room, or the room',
    (type) => {
      expect(open(type, { ...journey, content_id: 31 })).toBe(`${room}/31`);
      expect(open(type, journey)).toBe(room);
    },
  );

  it('quiz: the review of the graded attempt, or the course room', () => {
    expect(open('quiz', { ...journey, attempt_id: 88 })).toBe('/program-journey/assessment/88');
    expect(open('quiz', journey)).toBe(room);
  });

  it('support: the request answered, or the support page', () => {
    expect(open('support', { support_request_id: 4 })).toBe('/support/4');
    expect(open('support')).toBe('/support');
  });

  it.each([
    ['scheduled', 'ongoing'],
    ['ongoing', 'ongoing'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
  ] as const)('live_session %s: live sessions filtered by %s', (status, shown) => {
    expect(open('live_session', { status })).toBe(`/live-connect?status=${shown}`);
    expect(open('live_session')).toBe('/live-connect');
  });

  it.each(['tax', 'institute', 'course'] as const)('document_verification: documents of type %s', (type) => {
    expect(open('document_verification', { document_type: type })).toBe(`/document?type=${type}`);
    expect(open('document_verification')).toBe('/document');
  });

  it('transaction: pending payments when pending, the history otherwise', () => {
    expect(open('transaction', { transaction_status: 'pending' })).toBe('/payment-details?tab=pending');
    expect(open('transaction', { transaction_status: 'failed' })).toBe('/payment-details?tab=history');
    expect(open('transaction', { transaction_status: 'completed' })).toBe('/payment-details?tab=history');
  });

  it('installment: pending payments, due or overdue', () => {
    expect(open('installment', { due_status: 'due', ...journey })).toBe('/payment-details?tab=pending');
    expect(open('installment', { due_status: 'overdue' })).toBe('/payment-details?tab=pending');
  });

  it('graduation: the certificate page, or the transcript page', () => {
    expect(open('graduation', { notification_for: 'certificate', certificate_id: 12 })).toBe(
      '/certificate/12',
    );
    expect(open('graduation', { notification_for: 'transcript', subscription_id: 5 })).toBe('/transcript/5');
    expect(open('graduation')).toBe('/dashboard');
  });

  it('discussion_board: the thread, or the board of the course, or the general board', () => {
    expect(open('discussion_board', { ...journey, thread_id: 9 })).toBe('/forum/9');
    expect(open('discussion_board', journey)).toBe(`${room}?tab=forum`);
    expect(open('discussion_board')).toBe('/forum');
  });

  it('escapes a course slug in the path', () => {
    expect(open('subscription', { course_slug: 'a b', subscription_id: 1 })).toBe(
      '/program-journey/room/a%20b/1',
    );
  });
});
