import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/** Failures allowed in the window before sign-in is refused, per login name and per client address. */
export const MAX_FAILURES_PER_NAME = 5;
export const MAX_FAILURES_PER_IP = 30;
export const THROTTLE_MINUTES = 15;

export async function isThrottled(db: Db, loginName: string, clientIp: string): Promise<boolean> {
  const since = sql<string>`localtimestamp - make_interval(mins => ${THROTTLE_MINUTES})`;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('login_failure')
        .select(sql<string>`count(*)`.as('n'))
        .where('login_name', '=', loginName)
        .where('failed_at', '>', since)
        .as('byName'),
      eb
        .selectFrom('login_failure')
        .select(sql<string>`count(*)`.as('n'))
        .where('client_ip', '=', clientIp)
        .where('failed_at', '>', since)
        .as('byIp'),
    ])
    .executeTakeFirstOrThrow();
  return Number(row.byName) >= MAX_FAILURES_PER_NAME || Number(row.byIp) >= MAX_FAILURES_PER_IP;
}

export async function recordFailure(db: Db, loginName: string, clientIp: string): Promise<void> {
  await db.insertInto('login_failure').values({ login_name: loginName, client_ip: clientIp }).execute();
  await db
    .deleteFrom('login_failure')
    .where('failed_at', '<', sql<string>`localtimestamp - interval '1 day'`)
    .execute();
}

export async function clearFailures(db: Db, loginName: string): Promise<void> {
  await db.deleteFrom('login_failure').where('login_name', '=', loginName).execute();
}
