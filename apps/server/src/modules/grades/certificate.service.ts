import {
  CERTIFICATE_VERIFY_PAGE,
  type TCertificate,
  type TCodedMessage,
  type TCertificateVerification,
  type TRevokedReason,
  type TSubscriptionCertificate,
  getCertificatePdf,
  coded,
  reasonOf,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { Conflict, NotFound } from '../../lib/errors';
import { type Name, namesOf } from '../../lib/names';
import { drawable } from '../../lib/pdf/pdf-image';
import { pdfLanguage } from '../../lib/pdf/pdf-locale';
import type { StudentSession } from '../auth/session';
import { findProfileById } from '../auth/students.service';
import {
  type SubscriptionWithCourse,
  findOwnSubscription,
  findSubscriptionWithCourse,
} from '../enrolment/enrolment.service';
import { readerOf } from '../institute/content-language';
import { findInstitute, instituteLogo } from '../institute/institute.service';
import { type Reader, localize } from '../institute/localize';
import { type Journey, loadJourney } from '../journey/journey-state';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code';
import { certificatePdf as renderCertificate } from './certificate-pdf';
import {
  type CertificateRow,
  findCertificate,
  findCertificateByCode,
  findCertificateOf,
  insertCertificate,
  revokeCertificate,
} from './certificate.repository';
import { passedAt } from './completion-date';
import { closeOverdueAttempts } from '../quiz/quiz.service';

type Refusal = {
  state: Exclude<TSubscriptionCertificate['state'], 'issued' | 'revoked'>;
  reason: TCodedMessage;
};

/**
 * Why the program's certificate cannot be issued, or null: the program passed (every mandatory item
 * complete, spec: mandatory progress 100, and every mandatory graded item at or above its pass mark)
 * and an enrolment that is neither a trial (spec) nor unpaid or cancelled.
 */
function refusalOf(own: SubscriptionWithCourse, journey: Journey): Refusal | null {
  switch (journey.standing.state) {
    case 'incomplete':
      return { state: 'incomplete', reason: coded('grades.certificateNotReady') };
    case 'not_passed':
      return { state: 'not_passed', reason: coded('grades.certificateNotPassed') };
    case 'awaiting_grading':
      return { state: 'awaiting_grading', reason: coded('grades.certificateAwaitingGrading') };
    case 'passed':
      break;
  }
  const { status } = own.subscription;
  if (status === 'trial') return { state: 'trial', reason: coded('grades.certificateTrial') };
  if (status !== 'active' && status !== 'graduated')
    return { state: 'not_enrolled', reason: coded('grades.certificateNotEnrolled') };
  return null;
}

type Course = SubscriptionWithCourse['course'];

/**
 * The program as the certificate names it: the name it was issued under, in each language the
 * program's while the program still carries that name; a renamed program's certificates keep theirs.
 */
function certifiedNames(row: CertificateRow, course: Course): Name {
  return course.name === row.programName ? namesOf(course) : row.programName;
}

/** The name as `certifiedNames` reads it for the reader, and which language it is in. */
function certifiedName(row: CertificateRow, course: Course, reader: Reader) {
  return course.name === row.programName
    ? localize({ name: course.name, translations: course.translations }, reader)
    : { name: row.programName, lang: reader.fallback };
}

const verifyUrlOf = (ctx: AppContext, code: string) =>
  `${ctx.config.publicUrl}${CERTIFICATE_VERIFY_PAGE}/${code}`;

async function presentCertificate(
  ctx: AppContext,
  row: CertificateRow,
  own: SubscriptionWithCourse,
  reader: Reader,
): Promise<TCertificate> {
  const institute = await findInstitute(ctx.db);
  const revoked = row.revokedAt !== null;
  const program = certifiedName(row, own.course, reader);
  return {
    id: row.id,
    subscription: own.subscription.id,
    course: own.course.id,
    course_slug: own.course.slug,
    first_name: row.firstName,
    program_name: program.name,
    program_name_lang: program.lang,
    completed_on: row.completedOn,
    issued_at: row.issuedAt.toISOString(),
    verification_code: row.code,
    verify_url: verifyUrlOf(ctx, row.code),
    status: revoked ? 'revoked' : 'valid',
    pdf_url: revoked ? null : getCertificatePdf.path.replace(':id', String(row.id)),
    institute_name: institute?.name ?? '',
  };
}

/** Issues the certificate; a second request at the same moment gets the one the first issued. */
async function issue(
  ctx: AppContext,
  student: StudentSession,
  own: SubscriptionWithCourse,
  journey: Journey,
) {
  const institute = await findInstitute(ctx.db);
  const zone = institute?.timeZone ?? 'America/Toronto';
  for (let tries = 0; tries < 3; tries++) {
    const issued = await insertCertificate(ctx.db, {
      subscriptionId: own.subscription.id,
      code: newCertificateCode(),
      firstName: student.profile.firstName || student.user.name.split(' ')[0] || student.user.name,
      lastName: student.profile.lastName,
      programName: own.course.name,
      completedOn: schoolDate(passedAt(journey)!, zone),
      issuedAt: ctx.now(),
    });
    if (issued) {
      const program = {
        name: namesOf(own.course),
        slug: own.course.slug,
        subscriptionId: own.subscription.id,
      };
      await notify(ctx, student.profile.id, NOTIFICATION_MESSAGES.certificateIssued(program, issued.id));
      return issued;
    }
    const row = await findCertificateOf(ctx.db, own.subscription.id);
    if (row) return row;
  }
  throw new Error('no free certificate code after three tries');
}

/** The subscription's certificate, issued at this first request once the rule holds. */
export async function getSubscriptionCertificate(
  ctx: AppContext,
  student: StudentSession,
  subscriptionId: number,
  reader: Reader,
): Promise<TSubscriptionCertificate> {
  if (!(await findOwnSubscription(ctx.db, student.profile.id, subscriptionId))) throw new NotFound();
  // a quiz the timer submitted may be what completes the program
  await closeOverdueAttempts(ctx, subscriptionId);
  const own = (await findOwnSubscription(ctx.db, student.profile.id, subscriptionId))!;
  const journey = await loadJourney(ctx.db, own);
  const existing = await findCertificateOf(ctx.db, subscriptionId);
  const base = {
    subscription: subscriptionId,
    mandatory_content_progress: journey.mandatoryProgress,
    standing: journey.standing,
  };
  if (existing) {
    const revoked = existing.revokedAt !== null;
    return {
      ...base,
      available: !revoked,
      state: revoked ? 'revoked' : 'issued',
      ...reasonOf(revoked ? coded('grades.certificateRevoked') : null),
      certificate: await presentCertificate(ctx, existing, own, reader),
    };
  }
  const refusal = refusalOf(own, journey);
  if (refusal)
    return {
      ...base,
      available: false,
      state: refusal.state,
      ...reasonOf(refusal.reason),
      certificate: null,
    };
  const row = await issue(ctx, student, own, journey);
  return {
    ...base,
    available: true,
    state: 'issued',
    ...reasonOf(null),
    certificate: await presentCertificate(ctx, row, own, reader),
  };
}

/** The student's own certificate; another student's answers 404. */
async function ownCertificate(ctx: AppContext, student: StudentSession, id: number) {
  const row = await findCertificate(ctx.db, id);
  const own = row && (await findOwnSubscription(ctx.db, student.profile.id, row.subscriptionId));
  if (!row || !own) throw new NotFound();
  return { row, own };
}

export async function getCertificate(ctx: AppContext, student: StudentSession, id: number, reader: Reader) {
  const { row, own } = await ownCertificate(ctx, student, id);
  return presentCertificate(ctx, row, own, reader);
}

export async function certificatePdf(
  ctx: AppContext,
  student: StudentSession,
  id: number,
): Promise<{ name: string; pdf: Buffer }> {
  const { row, own } = await ownCertificate(ctx, student, id);
  if (row.revokedAt !== null) throw new Conflict(coded('grades.certificateRevoked'));
  const language = pdfLanguage(student.user.language);
  const institute = await findInstitute(ctx.db);
  const logo = await instituteLogo(ctx, institute ?? null);
  const pdf = await renderCertificate({
    institute: institute?.name ?? '',
    logo: logo && drawable(logo.contentType) ? logo : null,
    firstName: row.firstName,
    program: certifiedName(row, own.course, await readerOf(ctx, null, language)).name,
    completedOn: row.completedOn,
    code: row.code,
    verifyUrl: verifyUrlOf(ctx, row.code),
    language,
  });
  return { name: `certificate_${row.code}.pdf`, pdf };
}

export async function getRevokedReason(
  ctx: AppContext,
  student: StudentSession,
  id: number,
): Promise<TRevokedReason> {
  const { row } = await ownCertificate(ctx, student, id);
  return {
    id: row.id,
    is_revoked: row.revokedAt !== null,
    reason: row.revokedReason,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Public: only what proves the certificate real, and whether it still stands. */
export async function verifyCertificate(
  ctx: AppContext,
  input: string,
  reader: Reader,
): Promise<TCertificateVerification> {
  const code = normalizeCertificateCode(input);
  const row = code && (await findCertificateByCode(ctx.db, code));
  if (!row) throw new NotFound(coded('grades.certificateUnknown'));
  const institute = await findInstitute(ctx.db);
  const own = await findSubscriptionWithCourse(ctx.db, row.subscriptionId);
  const program = own
    ? certifiedName(row, own.course, reader)
    : { name: row.programName, lang: reader.fallback };
  return {
    verification_code: row.code,
    status: row.revokedAt === null ? 'valid' : 'revoked',
    first_name: row.firstName,
    last_initial: row.lastName.slice(0, 1).toUpperCase(),
    program_name: program.name,
    program_name_lang: program.lang,
    completed_on: row.completedOn,
    institute_name: institute?.name ?? '',
    revoked_on: row.revokedAt ? schoolDate(row.revokedAt, institute?.timeZone ?? 'America/Toronto') : null,
  };
}

/**
 * The school withdraws a certificate; the graduate is notified (and mailed, by the notification's job)
 * with the reason, once, in the revocation's transaction, which also keeps who did it.
 */
export async function revokeIssuedCertificate(
  ctx: AppContext,
  row: CertificateRow,
  reason: string,
  actor: AuditActor,
) {
  if (row.revokedAt !== null) throw new Conflict(coded('grades.certificateAlreadyRevoked'));
  return ctx.db.transaction(async (tx) => {
    const revoked = await revokeCertificate(tx, row.id, { at: ctx.now(), reason });
    // a second revocation at the same moment finds it revoked and notifies no one
    if (!revoked) throw new Conflict(coded('grades.certificateAlreadyRevoked'));
    const own = (await findSubscriptionWithCourse(tx, row.subscriptionId))!;
    const program = {
      name: certifiedNames(row, own.course),
      slug: own.course.slug,
      subscriptionId: own.subscription.id,
    };
    await notify(
      ctx,
      own.subscription.studentId,
      NOTIFICATION_MESSAGES.certificateRevoked(program, row.id, reason),
      tx,
    );
    await recordAudit(tx, actor, {
      action: 'certificate.revoke',
      entity: 'certificate',
      entityId: row.id,
      studentId: (await findProfileById(tx, own.subscription.studentId))?.userId ?? null,
      before: { revoked_reason: null },
      after: { revoked_reason: reason },
    });
    return revoked;
  });
}

/** `portal revoke-certificate`: by the code printed on the certificate. */
export async function revokeCertificateByCode(
  ctx: AppContext,
  input: string,
  reason: string,
  actor: AuditActor = OPERATOR,
) {
  const code = normalizeCertificateCode(input);
  const row = code && (await findCertificateByCode(ctx.db, code));
  if (!row) throw new NotFound(coded('grades.certificateUnknown'));
  return revokeIssuedCertificate(ctx, row, reason, actor);
}
