import { sql, type Kysely } from 'kysely';

/**
 * An export's file name: what it holds and the day it was taken, `销售出库-20261207.xlsx`, so a folder of downloads
 * tells them apart. The day is the database's, whose session runs in the business time zone (APP_TIME_ZONE), as every
 * bill date is — not the server clock's UTC day.
 */
export async function datedFileName(db: Kysely<any>, name: string): Promise<string> {
  const { rows } = await sql<{ day: string }>`select to_char(localtimestamp, 'YYYYMMDD') as day`.execute(db);
  return `${name}-${rows[0]!.day}.xlsx`;
}
