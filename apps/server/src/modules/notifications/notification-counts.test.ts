import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notificationCounts, notifications, users } from '../../db/schema';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { markEmailSent } from './notifications.repository';
import { notify, notifyMany } from './notifications.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const content = { type: 'payment', heading: 'Paid', message: 'Thanks' } as const;

/** The triggers' counts beside a count of the rows themselves, for every student who has either. */
async function countsAndRows() {
  const result = (await t.ctx.db.execute(sql`
    select p.id as student_id,
           coalesce(c.total, 0) as total, coalesce(c.unread, 0) as unread,
           (select count(*) from notifications n where n.student_id = p.id)::int as rows,
           (select count(*) from notifications n where n.student_id = p.id and not n.is_read)::int as unread_rows
    from student_profiles p left join notification_counts c on c.student_id = p.id
    order by p.id`)) as unknown as {
    rows: { student_id: number; total: number; unread: number; rows: number; unread_rows: number }[];
  };
  return result.rows;
}

async function expectCountsTrue() {
  for (const row of await countsAndRows()) {
    expect({ total: row.total, unread: row.unread }).toEqual({ total: row.rows, unread: row.unread_rows });
  }
}

async function twoStudents() {
  const ana = await verifiedStudent(t, 'ana@example.com');
  const ben = await verifiedStudent(t, 'ben@example.com');
  return { ana, ben, ids: [ana.me.profile.id, ben.me.profile.id] };
}

describe('notification counts', () => {
  it('follow every insert, read status change and deletion', async () => {
    const { ana, ids } = await twoStudents();
    await notify(t.ctx, ids[0]!, content);
    await notifyMany(t.ctx, ids, content);
    // one statement for both students, some of them read
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: 30 }, (_, i) => ({
        ...content,
        studentId: ids[i % 2]!,
        receivedAt: new Date(),
        isRead: i % 3 === 0,
      })),
    );
    await expectCountsTrue();

    const [first] = await t.ctx.db.select().from(notifications).where(eq(notifications.studentId, ids[0]!));
    const headers = { cookie: ana.cookie, origin: ORIGIN };
    const url = `/api/v1/notifications/${first!.id}/update-read-status/`;
    await t.app.inject({ method: 'PATCH', url, headers, payload: { is_read: true } });
    await expectCountsTrue();
    await t.app.inject({ method: 'PATCH', url, headers, payload: { is_read: false } });
    await expectCountsTrue();
    await t.app.inject({ method: 'PATCH', url: '/api/v1/notifications/mark-all-read/', headers });
    await expectCountsTrue();
    expect((await countsAndRows())[0]).toMatchObject({ unread: 0 });

    await t.ctx.db.delete(notifications).where(eq(notifications.id, first!.id));
    await t.ctx.db.delete(notifications).where(eq(notifications.studentId, ids[1]!));
    await expectCountsTrue();
  });

  it('are left as they are by sending its mail', async () => {
    const { ids } = await twoStudents();
    const row = await notify(t.ctx, ids[0]!, content);
    const before = await countsAndRows();
    await markEmailSent(t.ctx.db, row.id);
    expect(await countsAndRows()).toEqual(before);
  });

  it('go with a deleted student', async () => {
    const { ana, ids } = await twoStudents();
    await notifyMany(t.ctx, ids, content);
    await t.ctx.db.delete(users).where(eq(users.id, ana.me.id));
    const left = await t.ctx.db.select().from(notificationCounts);
    expect(left).toEqual([{ studentId: ids[1], total: 1, unread: 1 }]);
  });

  it('let two notifications to the same students in opposite orders both commit', async () => {
    const { ids } = await twoStudents();
    await Promise.all([
      notifyMany(t.ctx, ids, content),
      notifyMany(t.ctx, [...ids].reverse(), content),
      notifyMany(t.ctx, ids, content),
    ]);
    expect((await countsAndRows()).map((row) => row.total)).toEqual([3, 3]);
  });
});
