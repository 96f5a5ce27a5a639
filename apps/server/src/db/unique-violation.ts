/**
 * Whether a write failed on the named unique constraint: PostgreSQL's 23505, found on the error or its
 * causes (Drizzle wraps the driver's), whose constraint is named there or in its message (PGlite).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const found = e as { code?: unknown; constraint?: unknown };
    if (found.code === '23505') return found.constraint === constraint || e.message.includes(constraint);
  }
  return false;
}
