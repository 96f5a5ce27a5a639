import type { Command } from 'commander';
import type { AppContext } from '../context';
import { AppError, Invalid } from '../lib/errors';
import {
  type AccommodationInput,
  clearAccommodation,
  listAllAccommodations,
  setAccommodation,
} from '../modules/quiz/quiz-accommodation.service';
import type { TimeAccommodation } from '../modules/quiz/quiz-clock';
import { findProfileByUserId } from '../modules/auth/students.service';
import { findUserByEmail } from '../modules/auth/user.repository';
import { OPERATOR } from '../modules/staff/audit-log';

type Output = { log: (line: string) => void };
type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

async function studentIdOf(ctx: AppContext, email: string): Promise<number> {
  const user = await findUserByEmail(ctx.db, email);
  const profile = user ? await findProfileByUserId(ctx.db, user.id) : null;
  if (!profile) throw new AppError(404, `No student with the email ${email}.`);
  return profile.id;
}

const describeTime = (time: TimeAccommodation) =>
  time.multiplier !== null ? `${time.multiplier}× the time limit` : `${time.extraMinutes} extra minutes`;

const where = (program: string | null | undefined) => (program ? `in ${program}` : 'in every program');

/**
 * `portal accommodation set|clear|list`: extra time on timed quizzes for a student, in one program or
 * all; it applies to attempts started from then on.
 */
export function registerAccommodationCommands(program: Command, withContext: WithContext, out: Output) {
  const accommodation = program
    .command('accommodation')
    .description("Set a student's extra time on timed quizzes");

  accommodation
    .command('set')
    .description('Give a student extra time on timed quizzes: a multiplier of the limit, or minutes added')
    .argument('<email>', "the student's email")
    .option('--multiplier <factor>', 'the time limit multiplied, such as 1.5 (up to 4)')
    .option('--extra-minutes <minutes>', 'minutes added to the time limit (up to 600)')
    .option('--program <slug>', 'only in this program; without it, in every program')
    .option('--note <text>', 'why, for the school (students do not see it)')
    .action(
      async (
        email: string,
        options: { multiplier?: string; extraMinutes?: string; program?: string; note?: string },
      ) => {
        const { multiplier, extraMinutes } = options;
        if ((multiplier === undefined) === (extraMinutes === undefined))
          throw new Invalid({ non_field_errors: ['give either --multiplier or --extra-minutes'] });
        const input: AccommodationInput =
          multiplier !== undefined ? { multiplier } : { extraMinutes: extraMinutes! };
        await withContext(async (ctx) => {
          const time = await setAccommodation(ctx, OPERATOR, await studentIdOf(ctx, email), {
            ...input,
            program: options.program,
            note: options.note,
          });
          out.log(
            `${email} has ${describeTime(time)} on timed quizzes ${where(options.program)}, from their next attempt.`,
          );
        });
      },
    );

  accommodation
    .command('clear')
    .description("Remove a student's extra time, in one program or the one for every program")
    .argument('<email>', "the student's email")
    .option('--program <slug>', "the program's accommodation; without it, the one for every program")
    .action(async (email: string, options: { program?: string }) => {
      await withContext(async (ctx) => {
        const removed = await clearAccommodation(
          ctx,
          OPERATOR,
          await studentIdOf(ctx, email),
          options.program,
        );
        out.log(
          removed
            ? `${email} no longer has extra time on timed quizzes ${where(options.program)}.`
            : `${email} had no accommodation ${where(options.program)}: nothing changed.`,
        );
      });
    });

  accommodation
    .command('list')
    .description('List every accommodation: email, program, extra time, note')
    .action(async () => {
      await withContext(async (ctx) => {
        const rows = await listAllAccommodations(ctx);
        out.log(['email', 'program', 'extra time', 'set', 'note'].join('\t'));
        for (const r of rows) {
          out.log(
            [
              r.email,
              r.program ?? '(all)',
              r.multiplier !== null ? `×${r.multiplier}` : `+${r.extraMinutes} min`,
              r.updatedAt.toISOString(),
              r.note.replace(/\s+/g, ' ') || '-',
            ].join('\t'),
          );
        }
        out.log(`${rows.length} accommodation${rows.length === 1 ? '' : 's'}.`);
      });
    });
}
