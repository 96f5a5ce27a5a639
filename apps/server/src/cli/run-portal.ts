import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { StartError, createContext } from '../bootstrap';
import { ConfigError, loadConfig } from '../config';
import { revokeCertificateByCode } from '../modules/grades/certificate.service';
import { gradeQuizAnswer } from '../modules/quiz/quiz-grading.service';
import { findProfileByUserId } from '../modules/auth/students.service';
import { findUserByEmail } from '../modules/auth/user.repository';
import { reviewDocument } from '../modules/documents/documents.service';
import {
  grantAccess,
  graduate,
  listSubscriptionsForSchool,
  studentsOfProgram,
} from '../modules/enrolment/enrolment.service';
import { writeContentFolder } from '../modules/content-folder/content-export.service';
import { importContent } from '../modules/content-folder/import.service';
import { gradeWork, recordAttendance } from '../modules/journey/school-records.service';
import { notifyMany } from '../modules/notifications/notifications.service';
import { sendInstallmentReminders } from '../modules/payments/installment-reminders';
import { createPaymentProviders } from '../modules/payments/payment-providers';
import { reconcilePayments } from '../modules/payments/payment-reconciliation';
import { recordSchoolPayment, recordSchoolPaymentByCode } from '../modules/payments/school-payments.service';
import { reviewProfileField } from '../modules/profile/profile-field-reviews.service';
import { OPERATOR } from '../modules/staff/audit-log';
import {
  NOTIFICATION_TYPES,
  type TNotificationType,
  type TVerifiedField,
  VERIFIED_FIELD_NAMES,
} from '@portal/contract';
import { AppError, Invalid } from '../lib/errors';
import type { AppContext } from '../context';
import { registerSupportCommands } from './support-commands';
import { registerStaffCommands } from './staff-commands';
import { registerPracticeCommands } from './practice-commands';
import { registerAccommodationCommands } from './accommodation-commands';
import { ImportError } from '../modules/content-folder/read-folder';
import { registerForumCommands } from './forum-commands';
import { registerJobCommands } from './job-commands';
import { registerLiveCommands } from './live-commands';
import { registerBackupCommands } from './backup-commands';
import { BackupError } from './database-dump';
import { registerStorageCommands } from './storage-commands';

export type Output = { log: (line: string) => void; error: (line: string) => void };

/** Where a command's context comes from: its own, opened and closed around it, or a running server's. */
export type ContextSource = {
  open: () => Promise<AppContext>;
  release: (ctx: AppContext) => Promise<void>;
  /** The command runs inside the serving portal, on its open database. */
  serving?: boolean;
};

/** The serving portal's own context, for the commands sent to it through the operator socket. */
export const servingContext = (ctx: AppContext): ContextSource => ({
  open: async () => ctx,
  release: async () => {},
  serving: true,
});

const ownContext = (env: NodeJS.ProcessEnv): ContextSource => ({
  open: () => createContext(loadConfig({ ...env, LOG_LEVEL: 'silent' })),
  release: (ctx) => ctx.database.close(),
});

/** Runs one operator command; answers its exit code. Relative paths are read from `cwd`. */
export async function runPortal(
  argv: string[],
  out: Output,
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  source: ContextSource = ownContext(env),
): Promise<number> {
  const program = new Command('portal')
    .description("Operate the portal: load programs and act on students' records.")
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.log(s.trimEnd()), writeErr: (s) => out.error(s.trimEnd()) });

  /** Runs an action on the portal's database, releasing it afterwards. */
  const withContext = async (action: (ctx: AppContext) => Promise<void>) => {
    const ctx = await source.open();
    try {
      await action(ctx);
    } finally {
      await source.release(ctx);
    }
  };
  program
    .command('import')
    .description('Validate a content folder (institute.yaml, programs/<slug>/program.yaml) and load it')
    .argument('<folder>', 'the content folder')
    .action(async (folder: string) => {
      await withContext(async (ctx) => {
        const summary = await importContent(ctx.db, ctx.storage, path.resolve(cwd, folder));
        out.log(
          `Imported ${summary.institute}: ${summary.programs.length} programs (${summary.programs.join(', ')}), ${summary.contents} contents.`,
        );
      });
    });

  program
    .command('export')
    .description("Write the content folder as stored now (with the console's changes) into a new folder")
    .argument('<folder>', 'a folder that does not exist yet, or is empty')
    .action(async (folder: string) => {
      await withContext(async (ctx) => {
        const target = path.resolve(cwd, folder);
        const files = await writeContentFolder(ctx.db, ctx.storage, target);
        out.log(`Exported the content folder to ${target}: ${files} files.`);
      });
    });

  const studentOf = async (ctx: AppContext, email: string) => {
    const user = await findUserByEmail(ctx.db, email);
    const profile = user ? await findProfileByUserId(ctx.db, user.id) : null;
    if (!user || !profile) throw new AppError(404, `No student with the email ${email}.`);
    return { user, profile };
  };

  program
    .command('verify-field')
    .description("Record the school's check of one profile field; verified fields lock for the student")
    .argument('<email>', "the student's email")
    .argument(
      '<field>',
      'first_name, last_name, date_of_birth, sin_number, profile_photo, address, phone, legal_status, …',
    )
    .argument('<decision>', 'verified or rejected')
    .option('--remarks <text>', 'what the student sees beside the field', '')
    .action(async (email: string, field: string, decision: string, options: { remarks: string }) => {
      if (decision !== 'verified' && decision !== 'rejected')
        throw new Invalid({ decision: ['verified or rejected'] });
      if (!(VERIFIED_FIELD_NAMES as string[]).includes(field))
        throw new Invalid({ field: [`Not a verified field; one of: ${VERIFIED_FIELD_NAMES.join(', ')}`] });
      await withContext(async (ctx) => {
        const { profile } = await studentOf(ctx, email);
        const { percentage } = await reviewProfileField(ctx, OPERATOR, profile.id, field as TVerifiedField, {
          decision,
          remarks: options.remarks,
        });
        out.log(`${field} of ${email} is ${decision}; the profile is ${percentage}% verified.`);
      });
    });

  program
    .command('review-document')
    .description('Approve or reject a document a student submitted')
    .argument('<email>', "the student's email")
    .argument('<document>', "the requirement's key or name")
    .argument('<decision>', 'approved or rejected')
    .option('--remarks <text>', 'what the student sees beside the document', '')
    .action(async (email: string, document: string, decision: string, options: { remarks: string }) => {
      if (decision !== 'approved' && decision !== 'rejected')
        throw new Invalid({ decision: ['approved or rejected'] });
      await withContext(async (ctx) => {
        const { profile } = await studentOf(ctx, email);
        const reviewed = await reviewDocument(ctx, profile.id, document, decision, options.remarks);
        out.log(`${reviewed.global_document.name} of ${email} is ${decision}.`);
      });
    });

  program
    .command('grant-access')
    .description('Open a program to a student (subscribing them if needed), with an optional note they see')
    .argument('<email>', "the student's email")
    .argument('<program>', "the program's slug")
    .option('--note <text>', 'the admin note shown to the student', '')
    .action(async (email: string, slug: string, options: { note: string }) => {
      await withContext(async (ctx) => {
        const { profile } = await studentOf(ctx, email);
        await grantAccess(ctx, profile.id, slug, options.note);
        out.log(`${email} now has access to ${slug}.`);
      });
    });

  program
    .command('graduate')
    .description('Mark a student as graduated from a program')
    .argument('<email>', "the student's email")
    .argument('<program>', "the program's slug")
    .option('--post-access-until <date>', 'keep the course room open to look at until this date (YYYY-MM-DD)')
    .action(async (email: string, slug: string, options: { postAccessUntil?: string }) => {
      const until = options.postAccessUntil ?? null;
      if (until !== null && !/^\d{4}-\d{2}-\d{2}$/.test(until))
        throw new Invalid({ 'post-access-until': ['a date, YYYY-MM-DD'] });
      await withContext(async (ctx) => {
        const { profile } = await studentOf(ctx, email);
        await graduate(ctx, profile.id, slug, until);
        out.log(
          `${email} graduated from ${slug}${until ? `; the room stays open to look at until ${until}` : ''}.`,
        );
      });
    });

  program
    .command('record-payment')
    .description(
      'Record a payment the school received, found by the reference code on its slip or by email and program; it opens the program and mails a receipt',
    )
    .usage('<reference> <amount> --method school | <email> <program> <amount> --method school')
    .argument('<reference-or-email>', "the slip's reference code (SCH-7K3P-9QX2), or the student's email")
    .argument('<program-or-amount>', "the program's slug after an email; else the amount")
    .argument('[amount]', 'the amount received, in dollars (e.g. 300 or 300.00)')
    .requiredOption('--method <method>', 'how it was paid: school')
    .action(async (who: string, second: string, third: string | undefined, options: { method: string }) => {
      if (options.method !== 'school') throw new Invalid({ method: ['school'] });
      const byEmail = who.includes('@');
      const amount = byEmail ? third : second;
      if (byEmail ? third === undefined : third !== undefined)
        throw new Invalid({
          non_field_errors: ['Give a reference code and an amount, or an email, a program and an amount.'],
        });
      if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount))
        throw new Invalid({ amount: ['an amount in dollars, such as 300 or 300.00'] });
      const cents = Math.round(Number(amount) * 100);
      await withContext(async (ctx) => {
        if (!byEmail) {
          const recorded = await recordSchoolPaymentByCode(ctx, OPERATOR, who, cents);
          out.log(
            `Recorded ${amount} for ${recorded.reference} from ${recorded.email} for ${recorded.program} (${recorded.payment.kind.replace('_', ' ')}); a receipt was mailed.`,
          );
          return;
        }
        const { profile } = await studentOf(ctx, who);
        const payment = await recordSchoolPayment(ctx, OPERATOR, profile.id, { slug: second }, cents);
        out.log(
          `Recorded ${amount} from ${who} for ${second} (${payment.kind.replace('_', ' ')}); a receipt was mailed.`,
        );
      });
    });

  program
    .command('grade')
    .description("Grade a student's submitted assignment or homework; the student is mailed their marks")
    .argument('<email>', "the student's email")
    .argument('<program>', "the program's slug")
    .argument('<content>', "the item's id or key (section-key/content-key when keys repeat)")
    .argument('<marks>', 'the marks, from 0 to the maximum (up to two decimals)')
    .option('--remarks <text>', 'what the student sees beside the marks')
    .action(
      async (email: string, slug: string, content: string, marks: string, options: { remarks?: string }) => {
        if (!/^\d+(\.\d{1,2})?$/.test(marks)) throw new Invalid({ marks: ['a number such as 42 or 42.5'] });
        await withContext(async (ctx) => {
          const { profile } = await studentOf(ctx, email);
          const graded = await gradeWork(ctx, OPERATOR, profile.id, slug, content, {
            marks: Number(marks),
            remarks: options.remarks,
          });
          out.log(
            `${graded.regraded ? 'Regraded' : 'Graded'} “${graded.item}” of ${email}: ${graded.marks}/${graded.maxMarks}; the student was mailed.`,
          );
        });
      },
    );

  program
    .command('grade-quiz')
    .description(
      "Mark a written answer of a student's submitted quiz; once all its answers have marks, the student is mailed",
    )
    .argument('<email>', "the student's email")
    .argument('<program>', "the program's slug")
    .argument('<content>', "the quiz's id or key (section-key/content-key when keys repeat)")
    .argument('<question>', "the question's number in the quiz (1 for the first)")
    .argument('<marks>', "the marks, from 0 to the question's (up to two decimals)")
    .option('--remarks <text>', 'what the student sees beside the answer')
    .option('--attempt <n>', 'the attempt to grade (the latest submitted one by default)')
    .action(
      async (
        email: string,
        slug: string,
        content: string,
        question: string,
        marks: string,
        options: { remarks?: string; attempt?: string },
      ) => {
        if (!/^[1-9]\d*$/.test(question)) throw new Invalid({ question: ['a question number such as 3'] });
        if (!/^\d+(\.\d{1,2})?$/.test(marks)) throw new Invalid({ marks: ['a number such as 4 or 4.5'] });
        if (options.attempt !== undefined && !/^[1-9]\d*$/.test(options.attempt))
          throw new Invalid({ attempt: ['an attempt number such as 2'] });
        await withContext(async (ctx) => {
          const { profile } = await studentOf(ctx, email);
          const graded = await gradeQuizAnswer(ctx, OPERATOR, profile.id, slug, content, Number(question), {
            marks: Number(marks),
            remarks: options.remarks,
            attempt: options.attempt === undefined ? undefined : Number(options.attempt),
          });
          const total =
            graded.total === null
              ? `${graded.waiting} answer(s) still await marks`
              : `the attempt scores ${graded.total}/${graded.maxMarks}; the student was mailed`;
          out.log(
            `${graded.regraded ? 'Regraded' : 'Graded'} question ${graded.question} of “${graded.item}” (attempt ${graded.attempt}) of ${email}: ${graded.marks}/${graded.questionMarks}; ${total}.`,
          );
        });
      },
    );

  program
    .command('revoke-certificate')
    .description('Revoke a certificate by its verification code; the graduate is notified with the reason')
    .argument('<code>', 'the verification code, e.g. 7KQ2-M9XD-4HTP')
    .argument('<reason>', 'why it is revoked')
    .action(async (code: string, reason: string) => {
      if (!reason.trim()) throw new Invalid({ reason: ['say why the certificate is revoked'] });
      await withContext(async (ctx) => {
        const revoked = await revokeCertificateByCode(ctx, code, reason.trim());
        out.log(`Certificate ${revoked.code} (${revoked.programName}) is revoked; the graduate is notified.`);
      });
    });

  program
    .command('record-attendance')
    .description('Record attendances or entries of a student towards an in-class quota or a quota')
    .argument('<email>', "the student's email")
    .argument('<program>', "the program's slug")
    .argument('<content>', "the item's id or key (section-key/content-key when keys repeat)")
    .option('--count <n>', 'how many to add', '1')
    .action(async (email: string, slug: string, content: string, options: { count: string }) => {
      const count = Number(options.count);
      if (!/^\d+$/.test(options.count) || count < 1 || count > 1000)
        throw new Invalid({ count: ['a whole number from 1 to 1000'] });
      await withContext(async (ctx) => {
        const { profile } = await studentOf(ctx, email);
        const recorded = await recordAttendance(ctx, profile.id, slug, content, count);
        out.log(
          `Recorded ${count} for “${recorded.item}” of ${email}: ${recorded.recorded} of ${recorded.required}${recorded.completed ? '; it is complete' : ''}.`,
        );
      });
    });

  program
    .command('notify')
    .description("Send a notification to a student's bell, or to every student of a program")
    .usage('[options] <email> <type> <heading> <message>')
    .argument('<args...>', '<email> <type> <heading> <message>; without the email when --program is given')
    .option('--program <slug>', 'every student subscribed to this program, instead of one email')
    .action(async (args: string[], options: { program?: string }) => {
      const expected = options.program ? 3 : 4;
      if (args.length !== expected)
        throw new Invalid({
          non_field_errors: [
            options.program
              ? 'With --program, give <type> <heading> <message>.'
              : 'Give <email> <type> <heading> <message>, or --program <slug> instead of the email.',
          ],
        });
      const [type, heading, message] = args.slice(-3) as [string, string, string];
      if (!(NOTIFICATION_TYPES as readonly string[]).includes(type))
        throw new Invalid({ type: [`One of: ${NOTIFICATION_TYPES.join(', ')}`] });
      const content = { type: type as TNotificationType, heading, message };
      await withContext(async (ctx) => {
        const email = options.program ? null : args[0]!;
        const students = email
          ? [(await studentOf(ctx, email)).profile.id]
          : await studentsOfProgram(ctx, options.program!);
        await notifyMany(ctx, students, content);
        out.log(`Notified ${email ?? `${students.length} student(s) of ${options.program}`}.`);
      });
    });

  program
    .command('remind-installments')
    .description(
      'Notify students of instalments due within 3 days and of overdue ones now (the portal also does it hourly)',
    )
    .action(async () => {
      await withContext(async (ctx) => {
        const sent = await sendInstallmentReminders(ctx);
        out.log(`Sent ${sent} instalment notice(s).`);
      });
    });

  program
    .command('reconcile-payments')
    .description(
      'Settle card and Interac payments left open whose provider has the answer (the portal also does it at start-up and every minute)',
    )
    .action(async () => {
      await withContext(async (ctx) => {
        const settled = await reconcilePayments(ctx, createPaymentProviders(ctx), (error, payment) =>
          out.error(`Payment ${payment.id}: ${error instanceof Error ? error.message : String(error)}`),
        );
        out.log(`Settled ${settled} payment(s).`);
      });
    });

  program
    .command('list-subscriptions')
    .description('List subscriptions, for one program or all')
    .option('--program <slug>', "only this program's")
    .action(async (options: { program?: string }) => {
      await withContext(async (ctx) => {
        const rows = await listSubscriptionsForSchool(ctx, options.program);
        out.log(['id', 'email', 'program', 'cohort', 'status', 'payment', 'access', 'enrolled'].join('\t'));
        for (const r of rows) {
          out.log(
            [
              r.id,
              r.email,
              r.program,
              r.cohort ?? '-',
              r.status,
              r.paymentStatus,
              r.access ? 'yes' : 'no',
              r.enrolled.toISOString(),
            ].join('\t'),
          );
        }
        out.log(`${rows.length} subscription(s).`);
      });
    });

  registerStaffCommands(program, withContext, out);
  registerSupportCommands(program, withContext, out);
  registerPracticeCommands(program, withContext, out);
  registerAccommodationCommands(program, withContext, out);
  registerForumCommands(program, withContext, out);
  registerLiveCommands(program, withContext, out);
  registerJobCommands(program, withContext, out);
  registerBackupCommands(program, source, env, cwd, out);
  registerStorageCommands(program, env, out);

  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    if (error instanceof ImportError) {
      out.error(`Nothing was imported. Fix these and run it again:\n${error.message}`);
    } else if (error instanceof Invalid) {
      out.error(
        Object.entries(error.fields)
          .map(([k, v]) => `${k}: ${v.join(' ')}`)
          .join('\n'),
      );
    } else if (
      error instanceof ConfigError ||
      error instanceof StartError ||
      error instanceof AppError ||
      error instanceof BackupError
    ) {
      out.error(error.message);
    } else {
      throw error;
    }
    return 1;
  }
}
