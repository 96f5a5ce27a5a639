import { STAFF_ROLES, ZInviteStaffMember, ruleMessage } from '@portal/contract';
import type { Command } from 'commander';
import type { AppContext } from '../context';
import { Invalid } from '../lib/errors';
import { findCourse } from '../modules/catalogue/catalogue.service';
import { OPERATOR } from '../modules/staff/audit-log';
import { inviteStaffMember, listStaffMembers } from '../modules/staff/staff-members.service';

type Output = { log: (line: string) => void };
type WithContext = (action: (ctx: AppContext) => Promise<void>) => Promise<void>;

/**
 * `portal staff invite` and `portal staff list`: the first admin is invited here; admins invite the
 * others from the console. An invitation from here is in the audit log as the operator's.
 */
/** The programs named by their slugs; an unknown one is refused, naming it. */
async function programIdsOf(ctx: AppContext, slugs: string | undefined): Promise<number[]> {
  const ids: number[] = [];
  for (const slug of (slugs ?? '').split(',').filter(Boolean)) {
    const course = await findCourse(ctx.db, { slug: slug.trim() });
    if (!course) throw new Invalid({ programs: [`No program '${slug.trim()}'.`] });
    ids.push(course.id);
  }
  return ids;
}

export function registerStaffCommands(program: Command, withContext: WithContext, out: Output) {
  const staff = program.command('staff').description("The school's staff accounts for the console at /staff");

  staff
    .command('invite')
    .description(
      'Make a staff account and mail its invitation: a link to choose a password, then a second factor',
    )
    .argument('<email>', "the member's email address")
    .argument('<role>', STAFF_ROLES.join(', '))
    .option('--name <name>', 'their name, as the console shows it (default: the part of the email before @)')
    .option('--programs <slugs>', "an instructor's programs, by slug, comma-separated")
    .action(async (email: string, role: string, options: { name?: string; programs?: string }) => {
      const parsed = ZInviteStaffMember.safeParse({
        email,
        role,
        name: options.name ?? email.split('@')[0],
      });
      if (!parsed.success) {
        throw new Invalid(
          Object.fromEntries(
            parsed.error.issues.map((issue) => [String(issue.path[0]), [ruleMessage(issue.message)]]),
          ),
        );
      }
      await withContext(async (ctx) => {
        const programs = await programIdsOf(ctx, options.programs);
        const member = await inviteStaffMember(ctx, OPERATOR, { ...parsed.data, programs });
        out.log(`Invited ${member.email} as ${member.role}; the invitation mail is on its way.`);
      });
    });

  staff
    .command('list')
    .description('List staff accounts')
    .action(async () => {
      await withContext(async (ctx) => {
        const { results } = await listStaffMembers(ctx, { offset: 0, limit: 100 });
        out.log(['email', 'role', 'active', 'second factor', 'joined'].join('\t'));
        for (const m of results) {
          out.log(
            [
              m.email,
              m.role,
              m.active ? 'yes' : 'no',
              m.two_factor_enabled ? 'yes' : 'no',
              m.joined_at ?? '—',
            ].join('\t'),
          );
        }
        out.log(`${results.length} staff member(s).`);
      });
    });
}
