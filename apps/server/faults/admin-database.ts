import pg from 'pg';

/** The PostgreSQL server the fault tests make their databases on, as its administrator. */
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs one statement as the administrator and answers its rows. */
export async function admin(statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** The address of a database of that name on the same server. */
export function databaseUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
