import {
  GPA_SCALE,
  type TCertificate,
  type TCertificateVerification,
  type TGpaScore,
  type TGradedItem,
  type TTranscript,
} from '@portal/contract';
import { subscription } from './subscription-fixtures';

const section = { id: 11, name: 'Foundations' };

/** A quiz passed at 85% (its counted attempt 501), an assignment awaiting marks, homework not handed in. */
export const gradedItems: TGradedItem[] = [
  {
    content: 103,
    name: 'Safety check-in',
    content_type: 'quiz',
    section,
    can_skip: false,
    status: 'graded',
    marks: 8.5,
    max_marks: 10,
    percent: 85,
    letter: 'A',
    grade_points: 3.9,
    weight: 10,
    weight_percent: 16.67,
    pass_mark_percent: 60,
    passed: true,
    counted_attempt: 501,
  },
  {
    content: 104,
    name: 'Care plan essay',
    content_type: 'assignment',
    section,
    can_skip: false,
    status: 'graded',
    marks: 36,
    max_marks: 50,
    percent: 72,
    letter: 'B-',
    grade_points: 2.7,
    weight: 50,
    weight_percent: 83.33,
    pass_mark_percent: 60,
    passed: true,
    counted_attempt: null,
  },
  {
    content: 105,
    name: 'Reflection journal',
    content_type: 'homework',
    section: { id: 12, name: 'Practice' },
    can_skip: true,
    status: 'not_submitted',
    marks: null,
    max_marks: 20,
    percent: null,
    letter: null,
    grade_points: null,
    weight: 20,
    weight_percent: null,
    pass_mark_percent: 50,
    passed: null,
    counted_attempt: null,
  },
];

export const gpaScore: TGpaScore = {
  subscription: subscription.id,
  course: subscription.course,
  course_slug: subscription.course_slug,
  course_name: subscription.course_name,
  course_name_lang: subscription.course_name_lang,
  has_gpa: true,
  gpa: 2.9,
  scale_max: 4,
  overall_percent: 74.17,
  graded_count: 2,
  items: gradedItems,
  scale: GPA_SCALE.map((band) => ({ ...band })),
};

/** Before anything is graded: every item still to hand in. */
export const ungradedScore: TGpaScore = {
  ...gpaScore,
  gpa: null,
  overall_percent: null,
  graded_count: 0,
  items: gradedItems.map((item) => ({
    ...item,
    status: 'not_submitted',
    marks: null,
    percent: null,
    letter: null,
    grade_points: null,
    weight_percent: null,
    passed: null,
    counted_attempt: null,
  })),
};

export const transcript: TTranscript = {
  subscription: subscription.id,
  student: { first_name: 'Sam', last_name: 'Student', student_no: 'MLC-0041' },
  course: subscription.course,
  course_slug: subscription.course_slug,
  program_name: subscription.course_name,
  program_name_lang: subscription.course_name_lang,
  institute_name: 'Maple Leaf College',
  status: 'graduated',
  enrolled_on: '2026-01-05',
  course_completion: 100,
  completed_on: '2026-06-12',
  has_gpa: true,
  gpa: 2.9,
  scale_max: 4,
  overall_percent: 74.17,
  items: gradedItems,
  certificate: { id: 71, verification_code: '7KQ2-M9XD-4HTP' },
  generated_at: '2026-06-20T14:00:00.000Z',
};

export const certificate: TCertificate = {
  id: 71,
  subscription: subscription.id,
  course: subscription.course,
  course_slug: subscription.course_slug,
  first_name: 'Sam',
  program_name: subscription.course_name,
  program_name_lang: subscription.course_name_lang,
  completed_on: '2026-06-12',
  issued_at: '2026-06-12T18:00:00.000Z',
  verification_code: '7KQ2-M9XD-4HTP',
  verify_url: 'https://mapleleaf.example/certificate/verify/7KQ2-M9XD-4HTP',
  status: 'valid',
  pdf_url: '/api/v1/certificates/71/pdf/',
  institute_name: 'Maple Leaf College',
};

export const verification: TCertificateVerification = {
  verification_code: '7KQ2-M9XD-4HTP',
  status: 'valid',
  first_name: 'Sam',
  last_initial: 'S',
  program_name: subscription.course_name,
  program_name_lang: subscription.course_name_lang,
  completed_on: '2026-06-12',
  institute_name: 'Maple Leaf College',
  revoked_on: null,
};

export const pdfResponse = () =>
  new Response(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
