import type { Command } from 'commander';
import type { AppContext } from '../context';
import { Invalid } from '../lib/errors';
import { answerSupportRequest, listSupportRequestsForSchool } from '../modules/support/support.service';

type Output = { log: (line: string) => void };
type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

/** A subject on one line, so each request stays one row of the list. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `portal support list` and `portal support answer`: the school reads and answers students' requests. */
export function registerSupportCommands(program: Command, withContext: WithContext, out: Output) {
  const support = program.command('support').description("Read and answer students' support requests");

  support
    .command('list')
    .description('List support requests, newest first')
    .option('--open', 'only those the school has not answered yet')
    .action(async (options: { open?: boolean }) => {
      await withContext(async (ctx) => {
        const rows = await listSupportRequestsForSchool(ctx, { open: Boolean(options.open) });
        out.log(['id', 'date', 'email', 'source', 'subject', 'status'].join('\t'));
        for (const r of rows) {
          out.log(
            [r.id, r.createdAt.toISOString(), r.email, r.source, oneLine(r.subject), r.status].join('\t'),
          );
        }
        out.log(`${rows.length} ${options.open ? 'open ' : ''}request(s).`);
      });
    });

  support
    .command('answer')
    .description('Answer a request; the student is notified and sees it under My support requests')
    .argument('<id>', "the request's id, from support list")
    .argument('<message>', 'the answer')
    .action(async (id: string, message: string) => {
      if (!/^[1-9]\d{0,15}$/.test(id)) throw new Invalid({ id: ['a request id such as 12'] });
      await withContext(async (ctx) => {
        const { request } = await answerSupportRequest(ctx, Number(id), message);
        out.log(`Answered request ${request.id} (“${oneLine(request.subject)}”); the student was notified.`);
      });
    });
}
