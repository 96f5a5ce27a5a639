import type { Command } from 'commander';
import type { AppContext } from '../context';
import { Invalid } from '../lib/errors';
import { listPendingPracticeEntries, reviewPracticeEntry } from '../modules/journey/practice-reviews.service';
import { OPERATOR } from '../modules/staff/audit-log';

type Output = { log: (line: string) => void };
type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

/** A note on one line, so each entry stays one row of the list. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function entryId(id: string): number {
  if (!/^[1-9]\d{0,15}$/.test(id)) throw new Invalid({ id: ['an entry id such as 12, from practice list'] });
  return Number(id);
}

/**
 * `portal practice list|approve|refuse`: the school reviews the entries students add to their practice
 * logs; an approved entry counts toward the quota.
 */
export function registerPracticeCommands(program: Command, withContext: WithContext, out: Output) {
  const practice = program
    .command('practice')
    .description('Review the entries students add to their practice logs (quota items)');

  practice
    .command('list')
    .description('List the entries waiting for review, oldest first')
    .option('--program <slug>', "only this program's")
    .action(async (options: { program?: string }) => {
      await withContext(async (ctx) => {
        const rows = await listPendingPracticeEntries(ctx, options.program);
        out.log(['id', 'added', 'email', 'program', 'item', 'date', 'minutes', 'file', 'note'].join('\t'));
        for (const r of rows) {
          out.log(
            [
              r.id,
              r.createdAt.toISOString(),
              r.email,
              r.program,
              r.item,
              r.date,
              r.minutes,
              r.file ?? '-',
              oneLine(r.note),
            ].join('\t'),
          );
        }
        out.log(`${rows.length} entr${rows.length === 1 ? 'y' : 'ies'} waiting for review.`);
      });
    });

  const review = (decision: 'approved' | 'refused') => async (id: string, remarks?: string) => {
    const entry = entryId(id);
    await withContext(async (ctx) => {
      const done = await reviewPracticeEntry(ctx, OPERATOR, entry, decision, remarks ?? '');
      const count = `${done.recorded} of ${done.required} count${done.completed ? '; it is complete' : ''}`;
      out.log(
        `${decision === 'approved' ? 'Approved' : 'Refused'} entry ${entry} of “${done.item}”: ${count}; the student was notified.`,
      );
    });
  };

  practice
    .command('approve')
    .description('Approve an entry: it counts toward the quota; the student is notified')
    .argument('<id>', "the entry's id, from practice list")
    .argument('[remarks]', 'a remark the student reads')
    .action(review('approved'));

  practice
    .command('refuse')
    .description('Refuse an entry with the reason; the student is notified and may add another')
    .argument('<id>', "the entry's id, from practice list")
    .argument('<remarks>', 'why it is refused')
    .action(review('refused'));
}
