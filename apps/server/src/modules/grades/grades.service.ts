import { GPA_MAX, GPA_SCALE, type TGpaScore, type TTranscript, transcriptFileName } from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { NotFound } from '../../lib/errors';
import { pdfLanguage } from '../../lib/pdf/pdf-locale';
import type { StudentSession } from '../auth/session';
import { type SubscriptionWithCourse, findOwnSubscription } from '../enrolment/enrolment.service';
import { readerOf } from '../institute/content-language';
import { findInstitute } from '../institute/institute.service';
import { type Reader, localize } from '../institute/localize';
import { type Journey, loadJourney } from '../journey/journey-state';
import { findCertificateOf } from './certificate.repository';
import { completedAt } from './completion-date';
import { gradedItems, overallPercent } from './graded-items';
import { closeOverdueAttempts, listSubscriptionAttempts } from '../quiz/quiz.service';
import { transcriptPdf } from './transcript-pdf';

/**
 * A student's own subscription and its journey as it stands, attempts whose time ran out submitted
 * first. Grades stay readable whatever the room's access: a graduate keeps their record.
 */
async function ownRecord(ctx: AppContext, student: StudentSession, subscriptionId: number) {
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();
  await closeOverdueAttempts(ctx, subscriptionId);
  const current = (await findOwnSubscription(ctx.db, student.profile.id, subscriptionId))!;
  const journey = await loadJourney(ctx.db, current);
  const items = gradedItems(journey, await listSubscriptionAttempts(ctx.db, subscriptionId));
  return { own: current, journey, items };
}

/** The program's name in the reader's language, and which language it is in. */
const programName = (own: SubscriptionWithCourse, reader: Reader) =>
  localize({ name: own.course.name, translations: own.course.translations }, reader);

function scoreOf(
  own: SubscriptionWithCourse,
  journey: Journey,
  items: TGpaScore['items'],
  reader: Reader,
): TGpaScore {
  const program = programName(own, reader);
  return {
    subscription: own.subscription.id,
    course: own.course.id,
    course_slug: own.course.slug,
    course_name: program.name,
    course_name_lang: program.lang,
    has_gpa: own.course.hasGpa,
    gpa: journey.gpa,
    scale_max: GPA_MAX,
    overall_percent: overallPercent(items),
    graded_count: items.filter((i) => i.status === 'graded').length,
    items,
    scale: GPA_SCALE.map((band) => ({ ...band })),
  };
}

export async function getGpaScore(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  reader: Reader,
): Promise<TGpaScore> {
  const { own, journey, items } = await ownRecord(ctx, student, subscriptionId);
  return scoreOf(own, journey, items, reader);
}

export async function getTranscript(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  reader: Reader,
): Promise<TTranscript> {
  const { own, journey, items } = await ownRecord(ctx, student, subscriptionId);
  const institute = await findInstitute(ctx.db);
  const zone = institute?.timeZone ?? 'America/Toronto';
  const done = completedAt(journey);
  const certificate = await findCertificateOf(ctx.db, subscriptionId);
  const score = scoreOf(own, journey, items, reader);
  return {
    subscription: own.subscription.id,
    student: {
      first_name: student.profile.firstName,
      last_name: student.profile.lastName,
      student_no: student.profile.studentNo ?? '',
    },
    course: own.course.id,
    course_slug: own.course.slug,
    program_name: score.course_name,
    program_name_lang: score.course_name_lang,
    institute_name: institute?.name ?? '',
    status: own.subscription.status,
    enrolled_on: schoolDate(own.subscription.enrollDatetime, zone),
    course_completion: journey.mandatoryProgress,
    completed_on: done ? schoolDate(done, zone) : null,
    has_gpa: score.has_gpa,
    gpa: score.gpa,
    scale_max: GPA_MAX,
    overall_percent: score.overall_percent,
    items,
    certificate:
      certificate && certificate.revokedAt === null
        ? { id: certificate.id, verification_code: certificate.code }
        : null,
    generated_at: ctx.now().toISOString(),
  };
}

/** The transcript as a PDF, named as the web saves it. */
export async function transcriptDownload(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
): Promise<{ name: string; pdf: Buffer }> {
  const language = pdfLanguage(student.user.language);
  const transcript = await getTranscript(ctx, student, subscriptionId, await readerOf(ctx, null, language));
  const institute = await findInstitute(ctx.db);
  const address = [institute?.address, institute?.phone, institute?.email].filter(Boolean).join(' · ');
  const timeZone = institute?.timeZone ?? 'America/Toronto';
  return {
    name: transcriptFileName(subscriptionId),
    pdf: await transcriptPdf(transcript, { address, timeZone }, language),
  };
}
