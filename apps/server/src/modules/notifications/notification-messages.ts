import { formatMoney } from '@portal/contract';
import dayjs from 'dayjs';
import type { NewNotification } from './notifications.service';

/** What the portal's own events tell a student (English; the school's texts come from the operator). */

type Program = { name: string; slug: string; subscriptionId: number };
const journey = (p: Program) => ({ course_slug: p.slug, subscription_id: p.subscriptionId });
const money = (cents: number, currency: string) => formatMoney(cents, currency, 'en-CA');
/** The school's remarks after a colon, ending the sentence once whether or not they end it already. */
const withRemarks = (remarks: string) => (remarks ? `: ${remarks.replace(/[.!?]+$/, '')}.` : '.');
/** A calendar date (YYYY-MM-DD) as written in a sentence: March 5, 2026. */
const longDate = (date: string) => dayjs(date).format('MMMM D, YYYY');

export const NOTIFICATION_MESSAGES = {
  paymentReceived: (p: Program, cents: number, currency: string, atSchool: boolean): NewNotification => ({
    type: 'payment',
    heading: atSchool ? 'Payment at the school recorded' : 'Payment received',
    message: `We received your payment of ${money(cents, currency)} for ${p.name}${atSchool ? ' at the school' : ''}.`,
    route_params: { subscription_id: p.subscriptionId },
    // the receipt is mailed
    mailedByEvent: true,
  }),
  paymentFailed: (p: Program, cents: number, currency: string): NewNotification => ({
    type: 'transaction',
    heading: 'Payment failed',
    message: `Your payment of ${money(cents, currency)} for ${p.name} could not be processed. Please try again.`,
    route_params: { transaction_status: 'failed', subscription_id: p.subscriptionId },
  }),
  installmentDue: (p: Program, cents: number, currency: string, dueDate: string): NewNotification => ({
    type: 'installment',
    heading: 'Instalment due soon',
    message: `Your instalment of ${money(cents, currency)} for ${p.name} is due on ${longDate(dueDate)}.`,
    route_params: { due_status: 'due', ...journey(p) },
  }),
  installmentOverdue: (p: Program, cents: number, currency: string, dueDate: string): NewNotification => ({
    type: 'installment',
    heading: 'Instalment overdue',
    message: `Your instalment of ${money(cents, currency)} for ${p.name} was due on ${longDate(dueDate)}. Please pay it as soon as you can.`,
    route_params: { due_status: 'overdue', ...journey(p) },
  }),
  paidToSchoolRequested: (p: Program, cents: number, currency: string): NewNotification => ({
    type: 'transaction',
    heading: 'Payment at the school requested',
    message: `Pay ${money(cents, currency)} for ${p.name} at the school; your access opens once the school confirms it.`,
    route_params: { transaction_status: 'pending', subscription_id: p.subscriptionId },
  }),
  subscribed: (p: Program): NewNotification => ({
    type: 'subscription',
    heading: 'Subscribed',
    message: `You are subscribed to ${p.name}.`,
    route_params: journey(p),
  }),
  accessGranted: (p: Program): NewNotification => ({
    type: 'subscription',
    heading: 'Program access granted',
    message: `${p.name} is open to you.`,
    route_params: journey(p),
  }),
  graduated: (p: Program): NewNotification => ({
    type: 'graduation',
    heading: 'Congratulations, you graduated',
    message: `You graduated from ${p.name}. Your transcript is ready to download.`,
    route_params: { notification_for: 'transcript', subscription_id: p.subscriptionId },
  }),
  certificateIssued: (p: Program, certificateId: number): NewNotification => ({
    type: 'graduation',
    heading: 'Certificate issued',
    message: `Your certificate for ${p.name} is ready.`,
    route_params: { notification_for: 'certificate', certificate_id: certificateId },
  }),
  documentReviewed: (document: string, approved: boolean, remarks: string): NewNotification => ({
    type: 'document_verification',
    heading: approved ? 'Document approved' : 'Document rejected',
    message: approved
      ? `Your ${document} was approved.`
      : `Your ${document} was rejected${withRemarks(remarks)} Please upload it again.`,
    route_params: { document_type: 'institute' },
  }),
  fieldReviewed: (field: string, verified: boolean, remarks: string): NewNotification => ({
    type: 'document_verification',
    heading: verified ? 'Profile detail verified' : 'Profile detail rejected',
    message: verified
      ? `Your ${field} was verified.`
      : `Your ${field} could not be verified${withRemarks(remarks)} Please correct it in your profile.`,
    route_params: { document_type: 'institute' },
    payload: { field },
  }),
  workGraded: (
    p: Program,
    kind: 'assignment' | 'homework',
    item: string,
    marks: number,
    max: number,
  ): NewNotification => ({
    type: kind,
    heading: `${kind === 'assignment' ? 'Assignment' : 'Homework'} graded`,
    message: `“${item}” in ${p.name} was graded: ${marks}/${max}.`,
    route_params: journey(p),
    // the marks are mailed
    mailedByEvent: true,
  }),
  quizGraded: (p: Program, item: string, marks: number, max: number): NewNotification => ({
    type: 'quiz',
    heading: 'Quiz graded',
    message: `“${item}” in ${p.name} was graded: ${marks}/${max}.`,
    route_params: journey(p),
    mailedByEvent: true,
  }),
  attendanceRecorded: (
    p: Program,
    kind: 'in_class_quota' | 'quota',
    item: string,
    recorded: number,
    required: number,
  ): NewNotification => ({
    type: kind,
    heading: kind === 'in_class_quota' ? 'Attendance recorded' : 'Entry recorded',
    message: `“${item}” in ${p.name}: ${recorded} of ${required} recorded.`,
    route_params: journey(p),
  }),
} as const;
