import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/** One counted thing: `scope` says what is counted (a sign-in per name and address, …), `key` for whom. */
export interface CounterKey {
  scope: string;
  key: string;
}

const windowOpen = (minutes: number) => sql<boolean>`attempt_counter.window_start > localtimestamp - make_interval(mins => ${minutes})`;

/**
 * Counts one attempt on every key and returns each key's attempts in its window, this one included, in the order of
 * `keys`. One statement: each row's increment and the count it returns are one atomic step, so parallel requests on
 * any number of servers each see a different count — the limit is decided on the returned number, never on a count
 * read before. A window starts with a key's first attempt and lasts `windowMinutes`; the next attempt after it starts
 * a new one. Callers pass their keys in one fixed order of scopes, so two statements never wait on each other's rows.
 */
export async function countAttempt(db: Db, keys: readonly CounterKey[], windowMinutes: number): Promise<number[]> {
  const rows = await db
    .insertInto('attempt_counter')
    .values(keys.map((k) => ({ scope: k.scope, key: k.key, attempts: 1, window_start: sql<string>`localtimestamp` })))
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet({
        attempts: sql<number>`case when ${windowOpen(windowMinutes)} then attempt_counter.attempts + 1 else 1 end`,
        window_start: sql<string>`case when ${windowOpen(windowMinutes)} then attempt_counter.window_start else localtimestamp end`,
      }),
    )
    .returning(['scope', 'key', 'attempts'])
    .execute();
  return keys.map((k) => rows.find((r) => r.scope === k.scope && r.key === k.key)?.attempts ?? 0);
}

type OneOrMore<T> = readonly [T, ...T[]];

/** The rows of `keys`, matched as one set: `(scope, key) in ((…), …)`. */
const isOneOf = (keys: OneOrMore<CounterKey>) => (eb: ExpressionBuilder<Database, 'attempt_counter'>) =>
  eb(
    eb.refTuple('scope', 'key'),
    'in',
    keys.map((k) => eb.tuple(k.scope, k.key)),
  );

/** Gives back one counted attempt on each key (it turned out to be no guess: the password was right). */
export async function releaseAttempt(db: Db, keys: OneOrMore<CounterKey>): Promise<void> {
  await db
    .updateTable('attempt_counter')
    .set({ attempts: sql<number>`greatest(attempts - 1, 0)` })
    .where(isOneOf(keys))
    .execute();
}

/** Forgets the keys' attempts, and every window that ended a day ago (a stale row only costs space). */
export async function clearAttempts(db: Db, keys: OneOrMore<CounterKey>): Promise<void> {
  const stale = (eb: ExpressionBuilder<Database, 'attempt_counter'>) => eb('window_start', '<', sql<string>`localtimestamp - interval '1 day'`);
  await db
    .deleteFrom('attempt_counter')
    .where((eb) => eb.or([isOneOf(keys)(eb), stale(eb)]))
    .execute();
}
