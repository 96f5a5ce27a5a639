import type { Command } from 'commander';
import type { AppContext } from '../context';
import {
  cancelLiveSession,
  listSessionsForSchool,
  scheduleLiveSession,
  setLiveRecording,
} from '../modules/live/live-schedule.service';
import type { Output } from './run-portal';

type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

const OFF_NOTE =
  'Live sessions are switched off at this school (features.live_sessions): students do not see it, and were not notified.';

/** `portal schedule-live` and `portal live list|cancel|recording`. */
export function registerLiveCommands(program: Command, withContext: WithContext, out: Output) {
  program
    .command('schedule-live')
    .description('Schedule a live session of a program (or of one cohort); its students are notified')
    .argument('<program>', "the program's slug")
    .argument('<title>', 'what students see')
    .argument('<start>', "'YYYY-MM-DD HH:mm' at the school, or an ISO date-time such as 2026-11-24T19:00:00Z")
    .argument('<duration-minutes>', 'how long it lasts, in minutes')
    .argument(
      '<meeting-url>',
      'the https:// link of the meeting (Jitsi and BigBlueButton show in the portal)',
    )
    .option('--cohort <id>', "only this cohort's students (the cohort's id)")
    .option('--description <text>', 'what the session is about')
    .action(
      async (
        slug: string,
        title: string,
        start: string,
        duration: string,
        meetingUrl: string,
        options: { cohort?: string; description?: string },
      ) => {
        await withContext(async (ctx) => {
          const done = await scheduleLiveSession(ctx, {
            program: { slug },
            title,
            start,
            durationMinutes: duration,
            meetingUrl,
            cohort: options.cohort,
            description: options.description,
          });
          const when = new Intl.DateTimeFormat('en-CA', {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: done.timeZone,
          }).format(done.session.startsAt);
          const who = done.cohort ? `${slug}, cohort ${done.cohort.name}` : slug;
          out.log(
            `Scheduled live session ${done.session.id} “${done.session.title}” for ${who}: ${when} (${done.timeZone}), ${done.session.durationMinutes} minutes; ${done.told} student(s) notified.`,
          );
          if (!done.enabled) out.log(OFF_NOTE);
        });
      },
    );

  const live = program.command('live').description('List live sessions, cancel one, or add its recording');

  live
    .command('list')
    .description('List live sessions, soonest first, with times at the school')
    .option('--program <slug>', "only this program's")
    .action(async (options: { program?: string }) => {
      await withContext(async (ctx) => {
        const { timeZone, rows } = await listSessionsForSchool(ctx, options.program);
        out.log(
          [
            'id',
            'program',
            'cohort',
            'title',
            `starts (${timeZone})`,
            'ends',
            'status',
            'provider',
            'recording',
          ].join('\t'),
        );
        for (const r of rows) {
          out.log(
            [
              r.id,
              r.program,
              r.cohort ?? '-',
              r.title,
              r.starts,
              r.ends,
              r.status,
              r.provider,
              r.recording ?? '-',
            ].join('\t'),
          );
        }
        out.log(`${rows.length} live session(s).`);
      });
    });

  live
    .command('cancel')
    .description('Cancel a live session; its students are notified')
    .argument('<id>', "the session's id (see portal live list)")
    .action(async (id: string) => {
      await withContext(async (ctx) => {
        const done = await cancelLiveSession(ctx, id);
        out.log(
          `Cancelled live session ${done.session.id} “${done.session.title}”; ${done.told} student(s) notified.`,
        );
      });
    });

  live
    .command('recording')
    .description('Add the link to the recording of a live session; its students are notified the first time')
    .argument('<id>', "the session's id (see portal live list)")
    .argument('<url>', 'the https:// link of the recording')
    .action(async (id: string, url: string) => {
      await withContext(async (ctx) => {
        const done = await setLiveRecording(ctx, id, url);
        out.log(
          done.replaced
            ? `Replaced the recording of live session ${done.session.id} “${done.session.title}”.`
            : `Added the recording of live session ${done.session.id} “${done.session.title}”; ${done.told} student(s) notified.`,
        );
      });
    });
}
