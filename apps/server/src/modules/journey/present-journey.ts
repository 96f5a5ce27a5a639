import {
  type TContent,
  type TContentSummary,
  type TJourneySection,
  type TLanguage,
  type TSubmission,
  type TUnlockState,
  allowedExtensions,
  coded,
  getContentPdf,
  reasonOf,
} from '@portal/contract';
import type { ContentRow } from '../catalogue/catalogue.service';
import { fileUrl } from '../files/files.service';
import { type Reader, localize } from '../institute/localize';
import type { Journey, JourneyEntry } from './journey-state';
import type { SubmissionWithFile } from './journey.repository';

/** A language's name in each reader's language, as a caption track's label. */
const LANGUAGE_LABELS: Record<TLanguage, Record<TLanguage, string>> = {
  en: { en: 'English', 'fr-CA': 'French' },
  'fr-CA': { en: 'Anglais', 'fr-CA': 'Français' },
};

const marksOf = (value: string | null) => (value === null ? null : Number(value));

function presentSubmission({ submission: s, file }: SubmissionWithFile, maxMarks: number): TSubmission {
  return {
    id: s.id,
    status: s.status as TSubmission['status'],
    text: s.text,
    file: file ? { id: file.id, name: file.name, size: file.size, url: fileUrl(file.id) } : null,
    marks: marksOf(s.marks),
    max_marks: maxMarks,
    remarks: s.remarks,
    submitted_at: s.submittedAt.toISOString(),
    graded_at: s.gradedAt?.toISOString() ?? null,
  };
}

/** Why an item is locked, naming the earlier item in the reader's language and marking which that is. */
function unlockStateOf(state: JourneyEntry['state'], journey: Journey, reader: Reader): TUnlockState {
  const blocker = journey.entries.find((e) => e.content.id === state.blockedBy);
  if (!blocker) return state.isUnlocked;
  const { name, lang } = localize(blocker.content, reader);
  return { is_unlocked: false, ...reasonOf(coded('journey.lockedBy', { name, lang })) };
}

function presentSummary(
  { content, state, submission, passed }: JourneyEntry,
  journey: Journey,
  reader: Reader,
): TContentSummary {
  const c = localize(content, reader);
  return {
    id: c.id,
    name: c.name,
    lang: c.lang,
    content_type: c.contentType,
    duration: c.durationSeconds,
    can_skip: c.canSkip,
    index: c.index,
    is_completed: state.isCompleted,
    is_unlocked: unlockStateOf(state, journey, reader),
    can_proceed_to_next_content: state.canProceed,
    marks: submission?.submission.status === 'graded' ? marksOf(submission.submission.marks) : null,
    passed,
  };
}

export function presentSections(journey: Journey, reader: Reader): TJourneySection[] {
  return journey.sections.map((row) => {
    const section = localize(row, reader);
    const entries = journey.entries.filter((e) => e.content.sectionId === section.id);
    return {
      id: section.id,
      name: section.name,
      lang: section.lang,
      description: section.description,
      index: section.index,
      duration: entries.reduce((total, e) => total + e.content.durationSeconds, 0),
      contents: entries.map((entry) => presentSummary(entry, journey, reader)),
    };
  });
}

function linkOf(entry: JourneyEntry | undefined, reader: Reader) {
  if (!entry) return null;
  const { id, name, lang, sectionId } = localize(entry.content, reader);
  return { id, name, lang, section: sectionId };
}

/**
 * One item with what its type needs. `writable` is false for a view-only graduate, whose
 * submissions stay as they are.
 */
export function presentContent(
  journey: Journey,
  position: number,
  reader: Reader,
  detail: { row: ContentRow; quizQuestions: number; writable: boolean },
): TContent {
  const entry = journey.entries[position]!;
  const row = localize(detail.row, reader);
  const section = localize(
    journey.sections.find((s) => s.id === row.sectionId)!,
    reader,
  );
  const subscriptionId = journey.own.subscription.id;
  const assignment = row.settings.assignment;
  const base = {
    ...presentSummary(entry, journey, reader),
    subscription: subscriptionId,
    section: { id: section.id, name: section.name, lang: section.lang, index: section.index },
    body: row.body,
    mandatory_content_progress: journey.mandatoryProgress,
    submission: entry.submission ? presentSubmission(entry.submission, entry.maxMarks ?? 0) : null,
    previous_content: linkOf(journey.entries[position - 1], reader),
    next_content: linkOf(journey.entries[position + 1], reader),
  };
  const type = row.contentType;
  switch (type) {
    case 'lesson':
      return { ...base, content_type: type };
    case 'video':
      return {
        ...base,
        content_type: type,
        video: {
          src: row.settings.video?.src ?? '',
          transcript: row.settings.video?.transcript ?? row.body,
          captions: (row.settings.video?.captions ?? []).map((caption) => ({
            lang: caption.lang,
            label: LANGUAGE_LABELS[reader.language][caption.lang],
            src: caption.src,
          })),
          position_seconds: entry.progress?.positionSeconds ?? null,
        },
      };
    case 'document': {
      const pdf = `${getContentPdf.path.replace(':id', String(row.id))}?subscription=${subscriptionId}`;
      return {
        ...base,
        content_type: type,
        document: { pdf_url: pdf, download_url: `${pdf}&download=true` },
      };
    }
    case 'assignment':
    case 'homework':
      return {
        ...base,
        content_type: type,
        assignment: {
          max_marks: assignment?.max_marks ?? 0,
          submission: assignment?.submission ?? 'file_or_text',
          file_extensions: allowedExtensions(assignment?.file_extensions ?? []),
          max_file_size_mb: assignment?.max_file_size_mb ?? 0,
          pass_mark_percent: entry.passMarkPercent ?? 0,
          can_submit:
            detail.writable && entry.state.isUnlocked.is_unlocked && base.submission?.status !== 'graded',
        },
      };
    case 'in_class_quota':
    case 'quota':
      return {
        ...base,
        content_type: type,
        quota: {
          required_count: row.settings.quota?.required_count ?? 0,
          recorded_count: entry.progress?.attendanceCount ?? 0,
          practice_log:
            type === 'quota' ? { can_add: detail.writable && entry.state.isUnlocked.is_unlocked } : null,
        },
      };
    case 'quiz': {
      const quiz = row.settings.quiz;
      return {
        ...base,
        content_type: type,
        quiz: {
          time_limit_minutes: quiz?.time_limit_minutes ?? null,
          attempts_allowed: quiz?.attempts_allowed ?? 1,
          pass_mark_percent: entry.passMarkPercent ?? 0,
          grading: quiz?.grading ?? 'best',
          show_answers: quiz?.show_answers ?? true,
          question_count: detail.quizQuestions,
        },
      };
    }
  }
}
