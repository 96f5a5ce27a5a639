import type { Command } from 'commander';
import type { AppContext } from '../context';
import { Invalid } from '../lib/errors';
import { listPostsForModeration } from '../modules/forum/forum.service';
import { setPostHidden } from '../modules/forum/staff-forum-posts.service';
type Output = { log: (line: string) => void };
type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

const EXCERPT_LENGTH = 60;

function postId(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new Invalid({ 'post-id': ['a post number such as 12'] });
  return Number(value);
}

/** One line of text, cut to fit a terminal row. */
function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/** `portal forum …`: the school moderates the discussion board. */
export function registerForumCommands(program: Command, withContext: WithContext, out: Output): void {
  const forum = program.command('forum').description('Moderate the discussion board');

  const setHidden = (hidden: boolean) => async (id: string) => {
    const post = postId(id);
    await withContext(async (ctx) => {
      const { thread, opens_thread: opensThread } = await setPostHidden(ctx, post, hidden);
      const what = opensThread ? `Post ${post} and its thread “${thread.title}” are` : `Post ${post} is`;
      out.log(`${what} ${hidden ? 'hidden' : 'shown again'}.`);
    });
  };

  forum
    .command('hide')
    .description("Hide a post from students; hiding a thread's first post hides the whole thread")
    .argument('<post-id>', "the post's number, as `portal forum list` shows it")
    .action(setHidden(true));

  forum
    .command('unhide')
    .description('Show a hidden post again (and its thread, for a first post)')
    .argument('<post-id>', "the post's number")
    .action(setHidden(false));

  forum
    .command('list')
    .description('List every post, hidden ones too, thread by thread, latest activity first')
    .option('--program <slug>', "only this program's board")
    .action(async (options: { program?: string }) => {
      await withContext(async (ctx) => {
        const rows = await listPostsForModeration(ctx, options.program);
        out.log(['post', 'thread', 'board', 'author', 'posted', 'state', 'text'].join('\t'));
        let previousThread: number | null = null;
        for (const r of rows) {
          // the first line of a thread names it; its replies show their text
          const text =
            r.thread === previousThread ? excerpt(r.body) : `[${excerpt(r.title)}] ${excerpt(r.body)}`;
          previousThread = r.thread;
          out.log([r.post, r.thread, r.board, r.author, r.posted.toISOString(), r.state, text].join('\t'));
        }
        const threads = new Set(rows.map((r) => r.thread)).size;
        out.log(`${rows.length} post(s) in ${threads} thread(s).`);
      });
    });
}
