import type { TNotificationContent, TNotificationType } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';
import { notification } from './notifications-test-data';

const target = (type: TNotificationType, route_params: TNotificationContent['route_params'] = {}) =>
  notificationTarget(notification(1, { type, route_params }));

const journey = { course_slug: 'personal-support-worker', subscription_id: 5 };
const room = '/program-journey/room/personal-support-worker/5';

describe('where a notification leads', () => {
  it.each(['subscription', 'quota', 'quiz', 'homework', 'in_class_quota'] as const)(
    '%s: the course journey of the course and subscription',
    (type) => {
      expect(target(type, journey)).toEqual({ kind: 'path', to: room });
      expect(target(type, { subscription_id: 5 })).toBeNull();
    },
  );

  it('payment: the payment history', () => {
    expect(target('payment', { subscription_id: 5 })).toEqual({
      kind: 'path',
      to: '/payment-details?tab=history',
    });
  });

  it('reward_points: the learning level', () => {
    expect(target('reward_points')).toEqual({ kind: 'path', to: '/learning-level' });
  });

  it('loan: the dashboard', () => {
    expect(target('loan')).toEqual({ kind: 'path', to: '/dashboard' });
  });

  it.each(['tax', 'institute', 'course'] as const)(
    'document_verification: the documents filtered by %s',
    (documentType) => {
      expect(target('document_verification', { document_type: documentType })).toEqual({
        kind: 'path',
        to: `/document?type=${documentType}`,
      });
    },
  );

  it('document_verification without a document type: every document', () => {
    expect(target('document_verification')).toEqual({ kind: 'path', to: '/document' });
  });

  it('transaction: pending payments when pending, the history otherwise', () => {
    expect(target('transaction', { transaction_status: 'pending' })).toEqual({
      kind: 'path',
      to: '/payment-details?tab=pending',
    });
    expect(target('transaction', { transaction_status: 'failed' })).toEqual({
      kind: 'path',
      to: '/payment-details?tab=history',
    });
    expect(target('transaction', { transaction_status: 'completed' })).toEqual({
      kind: 'path',
      to: '/payment-details?tab=history',
    });
  });

  it('installment: pending payments only when overdue', () => {
    expect(target('installment', { due_status: 'overdue' })).toEqual({
      kind: 'path',
      to: '/payment-details?tab=pending',
    });
    expect(target('installment', { due_status: 'due' })).toBeNull();
    expect(target('installment')).toBeNull();
  });

  it.each([
    ['scheduled', 'ongoing'],
    ['ongoing', 'ongoing'],
    ['completed', 'completed'],
    ['cancelled', 'cancelled'],
  ] as const)('live_session %s: live-connect filtered by %s', (status, shown) => {
    expect(target('live_session', { status })).toEqual({
      kind: 'path',
      to: `/live-connect?status=${shown}`,
    });
  });

  it('graduation with a certificate: the certificate page', () => {
    expect(target('graduation', { notification_for: 'certificate', certificate_id: 12 })).toEqual({
      kind: 'path',
      to: '/certificate/12',
    });
  });

  it('graduation with a transcript: downloads the transcript of the subscription', () => {
    expect(target('graduation', { notification_for: 'transcript', subscription_id: 5 })).toEqual({
      kind: 'downloadTranscript',
      subscriptionId: 5,
    });
    expect(target('graduation')).toBeNull();
  });

  it('discussion_board: the forum tab of the course, or the general forum', () => {
    expect(target('discussion_board', journey)).toEqual({ kind: 'path', to: `${room}?tab=forum` });
    expect(target('discussion_board', { course_id: 7 })).toEqual({ kind: 'path', to: '/forum' });
  });

  it.each(['general', 'attendance', 'assignment', 'support'] as const)('%s: nowhere', (type) => {
    expect(target(type, journey)).toBeNull();
  });
});
