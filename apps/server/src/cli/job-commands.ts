import type { Command } from 'commander';
import type { AppContext } from '../context';
import { NotFound } from '../lib/errors';
import type { Output } from './run-portal';

type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

/** `portal jobs list [--failed]` and `portal jobs retry <id>`: the background work, and what failed for good. */
export function registerJobCommands(program: Command, withContext: WithContext, out: Output) {
  const jobs = program.command('jobs').description('Background work: mail, refunds, calls to providers');

  jobs
    .command('list')
    .description('How many jobs of each kind wait, run, wait to be tried again, or failed')
    .option('--failed', 'list the jobs that used up their tries, with their last error')
    .action(async (options: { failed?: boolean }) => {
      await withContext(async (ctx) => {
        if (options.failed) {
          const failed = await ctx.jobs.failed();
          out.log(['id', 'kind', 'tries', 'failed at', 'error', 'data'].join('\t'));
          for (const job of failed) {
            out.log(
              [
                job.id,
                job.topic,
                job.attempts,
                job.at.toISOString(),
                job.error,
                JSON.stringify(job.payload),
              ].join('\t'),
            );
          }
          out.log(`${failed.length} failed job(s).`);
          return;
        }
        out.log(['kind', 'waiting', 'running', 'to retry', 'failed'].join('\t'));
        for (const c of await ctx.jobs.counts())
          out.log([c.topic, c.waiting, c.running, c.retrying, c.failed].join('\t'));
      });
    });

  jobs
    .command('retry')
    .description('Try a failed job again (its id from jobs list --failed)')
    .argument('<id>', "the job's id")
    .action(async (id: string) => {
      await withContext(async (ctx) => {
        if (!(await ctx.jobs.retry(id))) throw new NotFound(`No failed job ${id}.`);
        out.log(`Job ${id} will be tried again.`);
      });
    });
}
