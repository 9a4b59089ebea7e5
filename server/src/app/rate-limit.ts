import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { AppError } from './errors.js';

/**
 * Refuses (429) when `key` already did `kind` `max` times within `minutes`, else counts this time.
 * Kept in the database so every app server counts the same events.
 */
export async function limitRate(db: Db, kind: string, key: string, max: number, minutes: number, message: string): Promise<void> {
  const since = sql<string>`localtimestamp - make_interval(mins => ${minutes})`;
  const row = await db
    .selectFrom('rate_event')
    .select(sql<string>`count(*)`.as('n'))
    .where('kind', '=', kind)
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= max) throw new AppError(429, 429, message);
  await db.insertInto('rate_event').values({ kind, key }).execute();
  await db
    .deleteFrom('rate_event')
    .where('kind', '=', kind)
    .where('at', '<', sql<string>`localtimestamp - interval '1 day'`)
    .execute();
}
