import type { TVerifiedField } from '@portal/contract';
import type { Name } from '../../lib/names';
import { portalNotification } from './notification-texts';

/** What the portal's own events tell a student; the texts, in every language, are in notification-texts.ts. */

/** `name`: in every language, so the notice names the program in the language it is read in (ADR 049). */
type Program = { name: Name; slug: string; subscriptionId: number };
const journey = (p: Program) => ({ course_slug: p.slug, subscription_id: p.subscriptionId });

export const NOTIFICATION_MESSAGES = {
  paymentReceived: (p: Program, cents: number, currency: string, atSchool: boolean) =>
    portalNotification(
      { key: 'paymentReceived', params: { program: p.name, amount: { cents, currency }, atSchool } },
      {
        type: 'payment',
        route_params: { subscription_id: p.subscriptionId },
        // the receipt is mailed
        mailedByEvent: true,
      },
    ),
  paymentFailed: (p: Program, cents: number, currency: string) =>
    portalNotification(
      { key: 'paymentFailed', params: { program: p.name, amount: { cents, currency } } },
      {
        type: 'transaction',
        route_params: { transaction_status: 'failed', subscription_id: p.subscriptionId },
      },
    ),
  paymentRefunded: (p: Program, cents: number, currency: string) =>
    portalNotification(
      { key: 'paymentRefunded', params: { program: p.name, amount: { cents, currency } } },
      {
        type: 'transaction',
        route_params: { transaction_status: 'completed', subscription_id: p.subscriptionId },
        // the refund is mailed once the provider has made it
        mailedByEvent: true,
      },
    ),
  refundIssued: (p: Program, cents: number, currency: string, reason: string, ended: boolean) =>
    portalNotification(
      { key: 'refundIssued', params: { program: p.name, amount: { cents, currency }, reason, ended } },
      {
        type: 'transaction',
        route_params: { transaction_status: 'completed', subscription_id: p.subscriptionId },
        mailedByEvent: true,
      },
    ),
  installmentDue: (p: Program, cents: number, currency: string, dueDate: string) =>
    portalNotification(
      { key: 'installmentDue', params: { program: p.name, amount: { cents, currency }, dueDate } },
      { type: 'installment', route_params: { due_status: 'due', ...journey(p) } },
    ),
  installmentOverdue: (p: Program, cents: number, currency: string, dueDate: string) =>
    portalNotification(
      { key: 'installmentOverdue', params: { program: p.name, amount: { cents, currency }, dueDate } },
      { type: 'installment', route_params: { due_status: 'overdue', ...journey(p) } },
    ),
  installmentRescheduled: (p: Program, cents: number, currency: string, dueDate: string) =>
    portalNotification(
      { key: 'installmentRescheduled', params: { program: p.name, amount: { cents, currency }, dueDate } },
      { type: 'installment', route_params: { due_status: 'due', ...journey(p) } },
    ),
  paidToSchoolRequested: (p: Program, cents: number, currency: string) =>
    portalNotification(
      { key: 'paidToSchoolRequested', params: { program: p.name, amount: { cents, currency } } },
      {
        type: 'transaction',
        route_params: { transaction_status: 'pending', subscription_id: p.subscriptionId },
        // the slip, with its code and the school's hours, is mailed
        mailedByEvent: true,
      },
    ),
  subscribed: (p: Program) =>
    portalNotification(
      { key: 'subscribed', params: { program: p.name } },
      { type: 'subscription', route_params: journey(p) },
    ),
  accessGranted: (p: Program) =>
    portalNotification(
      { key: 'accessGranted', params: { program: p.name } },
      { type: 'subscription', route_params: journey(p) },
    ),
  accessEnded: (p: Program) =>
    portalNotification(
      { key: 'accessEnded', params: { program: p.name } },
      { type: 'subscription', route_params: journey(p) },
    ),
  graduated: (p: Program) =>
    portalNotification(
      { key: 'graduated', params: { program: p.name } },
      {
        type: 'graduation',
        route_params: { notification_for: 'transcript', subscription_id: p.subscriptionId },
      },
    ),
  certificateIssued: (p: Program, certificateId: number) =>
    portalNotification(
      { key: 'certificateIssued', params: { program: p.name } },
      {
        type: 'graduation',
        route_params: { notification_for: 'certificate', certificate_id: certificateId },
      },
    ),
  certificateRevoked: (p: Program, certificateId: number, reason: string) =>
    portalNotification(
      { key: 'certificateRevoked', params: { program: p.name, reason } },
      {
        type: 'graduation',
        route_params: { notification_for: 'certificate', certificate_id: certificateId },
      },
    ),
  documentReviewed: (document: Name, approved: boolean, remarks: string) =>
    portalNotification(
      { key: 'documentReviewed', params: { document, approved, remarks } },
      { type: 'document_verification', route_params: { document_type: 'institute' } },
    ),
  fieldReviewed: (field: TVerifiedField, verified: boolean, remarks: string) =>
    portalNotification(
      { key: 'fieldReviewed', params: { field, verified, remarks } },
      {
        type: 'document_verification',
        route_params: { document_type: 'institute' },
        payload: { field: field.replaceAll('_', ' ') },
      },
    ),
  workGraded: (
    p: Program,
    kind: 'assignment' | 'homework',
    item: { id: number; names: Name },
    marks: number,
    max: number,
  ) =>
    portalNotification(
      { key: 'workGraded', params: { program: p.name, kind, item: item.names, marks, max } },
      {
        type: kind,
        route_params: { ...journey(p), content_id: item.id },
        // the marks are mailed
        mailedByEvent: true,
      },
    ),
  /** Opens the item, where the student hands the work in again. */
  workReturned: (
    p: Program,
    kind: 'assignment' | 'homework',
    item: { id: number; names: Name },
    remarks: string,
  ) =>
    portalNotification(
      { key: 'workReturned', params: { program: p.name, kind, item: item.names, remarks } },
      { type: kind, route_params: { ...journey(p), content_id: item.id } },
    ),
  /** Opens the graded attempt's review. */
  quizGraded: (p: Program, item: Name, attemptId: number, marks: number, max: number) =>
    portalNotification(
      { key: 'quizGraded', params: { program: p.name, item, marks, max } },
      { type: 'quiz', route_params: { ...journey(p), attempt_id: attemptId }, mailedByEvent: true },
    ),
  attendanceRecorded: (
    p: Program,
    kind: 'in_class_quota' | 'quota',
    item: { id: number; names: Name },
    recorded: number,
    required: number,
  ) =>
    portalNotification(
      { key: 'attendanceRecorded', params: { program: p.name, kind, item: item.names, recorded, required } },
      { type: kind, route_params: { ...journey(p), content_id: item.id } },
    ),
  practiceEntryReviewed: (
    p: Program,
    item: Name,
    entry: { date: string; approved: boolean; remarks: string },
    recorded: number,
    required: number,
  ) =>
    portalNotification(
      { key: 'practiceEntryReviewed', params: { program: p.name, item, ...entry, recorded, required } },
      { type: 'quota', route_params: journey(p) },
    ),
} as const;
