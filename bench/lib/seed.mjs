// Bulk rows for the growth figures, one insert … select … generate_series per batch, on PGlite and PostgreSQL alike.
import { execFileSync } from 'node:child_process';

const BATCH = 100_000;
const AT = "timestamptz '2026-11-22 15:00:00+00'";

/**
 * Notifications of one student numbered `from` to `to`, newest first by number: six types, one in 33
 * unread. Called again with a higher `from`, it adds an older history to the same student.
 */
export async function seedNotifications(db, studentId, from, to) {
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await db.execute(`
      insert into notifications (student_id, type, heading, message, route_params, payload, received_at, is_read)
      select ${studentId},
             (array['payment','quiz','subscription','assignment','support','installment'])[1 + g % 6],
             'Heading ' || g, 'Message ' || g, '{}'::jsonb, '{}'::jsonb,
             ${AT} - g * interval '1 second',
             g % 33 <> 0
      from generate_series(${start}, ${end}) as g`);
  }
}

export async function countContents(db, courseId) {
  const result = await db.execute(`select count(*)::int as n from contents where course_id = ${courseId}`);
  return result.rows[0].n;
}

/**
 * Other students of the same program, numbered `from` to `to`: an account, a profile, a subscription
 * and a progress row on every item of the program, which is what the room reads for its own student.
 */
export async function seedClassmates(db, courseId, from, to) {
  const students = BATCH / 20;
  for (let start = from; start <= to; start += students) {
    const end = Math.min(to, start + students - 1);
    const ids = `select 'bench-' || g from generate_series(${start}, ${end}) as g`;
    await db.execute(`
      insert into users (id, name, email, email_verified)
      select 'bench-' || g, 'Classmate ' || g, 'classmate-' || g || '@bench.test', true
      from generate_series(${start}, ${end}) as g`);
    await db.execute(`
      insert into student_profiles (user_id, first_name, last_name)
      select 'bench-' || g, 'Classmate', g::text from generate_series(${start}, ${end}) as g`);
    await db.execute(`
      insert into subscriptions (student_id, course_id, status, payment_status, price_cents, currency,
                                 course_access, enroll_datetime)
      select p.id, ${courseId}, 'active', 'free', 0, 'CAD', true, ${AT}
      from student_profiles p where p.user_id in (${ids})`);
    await db.execute(`
      insert into content_progress (subscription_id, content_id, viewed_at, completed_at, updated_at)
      select s.id, c.id, ${AT}, ${AT}, ${AT}
      from subscriptions s
      join student_profiles p on p.id = s.student_id
      join contents c on c.course_id = s.course_id
      where s.course_id = ${courseId} and p.user_id in (${ids})`);
  }
}

/** Writes a bulk load out to disk now, so that it is not flushed while the reads after it are timed. */
export async function settleBulkLoad(db) {
  await db.execute('checkpoint');
  execFileSync('sync');
}
