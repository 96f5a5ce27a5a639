import type { TListStaffCertificatesQuery } from '@portal/contract';
import { type SQL, and, asc, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf, pageOf } from '../../db/list-query';
import { certificates, courses, studentProfiles, subscriptions, users } from '../../db/schema';

const issued = (db: Executor) =>
  db
    .select({
      certificate: certificates,
      student: { id: studentProfiles.id, name: users.name, email: users.email },
      program: { id: courses.id, name: courses.name },
    })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));

export type IssuedCertificateRow = Awaited<ReturnType<ReturnType<typeof issued>['execute']>>[number];

const ORDER = { issued_at: certificates.issuedAt, student: users.name };

/** A page of issued certificates, newest first unless said, searched by code or student. */
export async function pageOfCertificates(
  db: Executor,
  query: TListStaffCertificatesQuery,
): Promise<{ count: number; rows: IssuedCertificateRow[] }> {
  const conditions: (SQL | undefined)[] = [
    query.student === undefined ? undefined : eq(subscriptions.studentId, query.student),
    query.program === undefined ? undefined : eq(subscriptions.courseId, query.program),
    query.state === undefined
      ? undefined
      : query.state === 'revoked'
        ? isNotNull(certificates.revokedAt)
        : isNull(certificates.revokedAt),
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(certificates.code, pattern), ilike(users.name, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  const order = query.ordering ? orderingOf(query.ordering, ORDER, 'issued_at') : desc(certificates.issuedAt);
  return pageOf(db, () => issued(db).where(where).$dynamic(), [order, asc(certificates.id)], query);
}

export async function findIssuedCertificate(db: Executor, id: number): Promise<IssuedCertificateRow | null> {
  const [row] = await issued(db).where(eq(certificates.id, id));
  return row ?? null;
}
