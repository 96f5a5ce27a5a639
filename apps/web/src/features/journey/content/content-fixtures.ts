import type { TSubmission } from '@portal/contract';
import type {
  TAssignmentContent,
  TDocumentContent,
  TLessonContent,
  TQuizContent,
  TQuotaContent,
  TVideoContent,
} from './content-types';

/** Overrides of an item, its type's own part (`video`, `quiz`…) taken field by field. */
type Overrides<T, K extends keyof T> = Omit<Partial<T>, K> & { [P in K]?: Partial<T[P]> };

/** What every item has, as the server answers an open, unlocked, not yet completed item of subscription 301. */
const base = {
  id: 601,
  name: 'Roles and duties',
  lang: 'en' as const,
  duration: 900,
  can_skip: false,
  index: 1,
  is_completed: false,
  is_unlocked: { is_unlocked: true, reason: null, reason_code: null },
  can_proceed_to_next_content: {
    can_proceed: false,
    reason: 'Read this lesson to continue.',
    reason_code: { code: 'proceed.lesson' },
  },
  marks: null,
  passed: null,
  subscription: 301,
  section: { id: 11, name: 'Foundations', lang: 'en' as const, index: 1 },
  body: '',
  mandatory_content_progress: 0,
  submission: null,
  previous_content: null,
  next_content: null,
};

export function lessonContent(overrides: Partial<TLessonContent> = {}): TLessonContent {
  return {
    ...base,
    content_type: 'lesson',
    body: '# Your role\n\nA support worker **assists** clients.',
    ...overrides,
  };
}

export function videoContent(overrides: Overrides<TVideoContent, 'video'> = {}): TVideoContent {
  const transcript = 'Welcome to the program. In this video we tour the ward.';
  return {
    ...base,
    id: 602,
    name: 'Welcome video',
    content_type: 'video',
    body: transcript,
    ...overrides,
    video: {
      src: '/api/v1/media/welcome.webm',
      transcript,
      captions: [
        { lang: 'en', label: 'English', src: '/api/v1/media/welcome-en.vtt' },
        { lang: 'fr-CA', label: 'French', src: '/api/v1/media/welcome-fr-ca.vtt' },
      ],
      position_seconds: null,
      ...overrides.video,
    },
  };
}

export function documentContent(overrides: Partial<TDocumentContent> = {}): TDocumentContent {
  return {
    ...base,
    id: 603,
    name: 'Care glossary',
    content_type: 'document',
    body: 'Terms you will meet on the ward.',
    document: {
      pdf_url: '/api/v1/contents/603/pdf/?subscription=301',
      download_url: '/api/v1/contents/603/pdf/?subscription=301&download=true',
    },
    ...overrides,
  };
}

export function assignmentContent(
  overrides: Overrides<TAssignmentContent, 'assignment'> = {},
): TAssignmentContent {
  return {
    ...base,
    id: 604,
    name: 'Care plan',
    content_type: 'assignment',
    body: 'Write a care plan for the client in the case study.',
    ...overrides,
    assignment: {
      max_marks: 20,
      submission: 'file_or_text',
      file_extensions: ['pdf', 'doc'],
      max_file_size_mb: 2,
      pass_mark_percent: 60,
      can_submit: true,
      ...overrides.assignment,
    },
  };
}

/** The student's work as the server keeps it: submitted, waiting for a grade. */
export function submission(overrides: Partial<TSubmission> = {}): TSubmission {
  return {
    id: 71,
    status: 'submitted',
    text: 'My plan covers mobility and meals.',
    file: { id: 901, name: 'care-plan.pdf', size: 20480, url: '/api/v1/files/901/' },
    marks: null,
    max_marks: 20,
    remarks: '',
    submitted_at: '2026-03-02T15:00:00.000Z',
    graded_at: null,
    ...overrides,
  };
}

export function quotaContent(overrides: Overrides<TQuotaContent, 'quota'> = {}): TQuotaContent {
  return {
    ...base,
    id: 605,
    name: 'Clinical placement hours',
    content_type: 'in_class_quota',
    body: 'Attend five supervised placement days.',
    ...overrides,
    quota: { required_count: 5, recorded_count: 2, practice_log: null, ...overrides.quota },
  };
}

export function quizContent(overrides: Overrides<TQuizContent, 'quiz'> = {}): TQuizContent {
  return {
    ...base,
    id: 606,
    name: 'Check-in: foundations',
    content_type: 'quiz',
    body: 'Ten questions on what you have read so far.',
    ...overrides,
    quiz: {
      time_limit_minutes: 15,
      attempts_allowed: 3,
      pass_mark_percent: 60,
      grading: 'best',
      show_answers: true,
      question_count: 10,
      ...overrides.quiz,
    },
  };
}
