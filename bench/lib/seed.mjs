// Bulk rows for the growth and staff-search figures, one insert … select … generate_series per batch, on PGlite and PostgreSQL alike.
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

const FIRST_NAMES = (
  'Olivia Liam Emma Noah Charlotte William Amelia Benjamin Sophia Lucas Chloé Félix Léa Nathan Zoé ' +
  'Gabriel Maya Samuel Aisha Mohammed Priya Arjun Mei Wei Hana Kenji Sofia Mateo Isabella Diego ' +
  'Fatima Omar Amara Kwame Nadia Ivan Elena Mikhail Ayesha Hamza Grace Jacob Hannah Ethan Leila ' +
  'Daniel Ines Thomas Rosalie Xavier'
).split(' ');
/** The students' last names, each given to one student in 50. */
export const LAST_NAMES = (
  'Tremblay Gagnon Roy Côté Bouchard Gauthier Morin Lavoie Fortin Gagné Ouellet Pelletier Bélanger ' +
  'Lévesque Bergeron Leblanc Paquette Girard Simard Boucher Smith Brown Wilson MacDonald Campbell ' +
  'Anderson Taylor Johnson Thompson Nguyen Patel Singh Chen Wong Kim Hassan Ahmed Khan Ali ' +
  'Rodriguez Garcia Lopez Kowalski Novak Petrov Okafor Mensah Haddad Yamamoto Rossi'
).split(' ');
// with ten times 'active' before them: one in two active
const FIRST_STATES =
  'trial trial unpaid unpaid unpaid graduated graduated graduated cancelled cancelled'.split(' ');
const EMAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.ca', 'hotmail.com', 'videotron.ca', 'icloud.com'];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;
/** An address's letters as people type them: no accents, no capitals. */
const plain = (column) => `translate(lower(${column}), 'éèêëàâçîïôûü', 'eeeeaaciiouu')`;

/**
 * Students numbered `from` to `to`, as the staff's list sees them: an account named from FIRST_NAMES
 * and LAST_NAMES (every pair as often as the others) with an address of their own, a profile, and
 * subscriptions to `programs`: one for three students in four, two for one in five, none for one in
 * twenty, in states mixed as a school's are (most active, the others trial, unpaid, graduated or
 * cancelled).
 */
export async function seedStudents(db, programs, from, to) {
  const n = programs.length;
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    const ids = `select 'student-' || g from generate_series(${start}, ${end}) as g`;
    await db.execute(`
      insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'student-' || g, first || ' ' || last,
             ${plain('first')} || '.' || ${plain('last')} || g || '@' || domain,
             g % 9 <> 0, at, at
      from generate_series(${start}, ${end}) as g,
           lateral (select (${sqlArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] as first,
                           (${sqlArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] as last,
                           (${sqlArray(EMAIL_DOMAINS)})[1 + g % ${EMAIL_DOMAINS.length}] as domain,
                           ${AT} - g * interval '7 minutes' as at) as person`);
    await db.execute(`
      insert into student_profiles (user_id, first_name, last_name, created_at, updated_at)
      select u.id, split_part(u.name, ' ', 1), substr(u.name, strpos(u.name, ' ') + 1), u.created_at, u.created_at
      from users u where u.id in (${ids})`);
    const subscribe = (which, program, states) => `
      insert into subscriptions (student_id, course_id, status, payment_status, price_cents, currency,
                                 course_access, enroll_datetime)
      select p.id, (array[${programs.join(',')}])[1 + (${program}) % ${n}], state,
             case state when 'active' then 'paid' when 'graduated' then 'paid'
                        when 'cancelled' then 'partially_paid' else 'unpaid' end,
             50000, 'CAD', state in ('active', 'trial', 'graduated'), p.created_at
      from student_profiles p,
           lateral (select substr(p.user_id, 9)::int as g) as number,
           lateral (select (${sqlArray(states)})[1 + (g / 10) % ${states.length}] as state) as chosen
      where p.user_id in (${ids}) and ${which}`;
    await db.execute(subscribe('g % 10 <> 0', 'g', [...Array(10).fill('active'), ...FIRST_STATES]));
    if (n > 1)
      await db.execute(subscribe('g % 4 = 0', 'g + 1', ['graduated', 'active', 'cancelled', 'unpaid']));
  }
}
