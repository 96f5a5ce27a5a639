import { NotFound } from '../../lib/errors';
import { type StaffSession, reachOf } from '../staff/staff-session';

/** Outside an instructor's programs a program, section or item is not found, as if it did not exist. */
export function checkReach(staff: StaffSession, courseId: number, what: string) {
  const within = reachOf(staff);
  if (within && !within.includes(courseId)) throw new NotFound(`${what} not found.`);
}
