import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Whether another live menu function already has this number. */
export async function functionNumberTaken(db: Kysely<Database>, number: string, exceptId: number): Promise<boolean> {
  const hit = await db
    .selectFrom('sys_function')
    .select('id')
    .where('number', '=', number)
    .where('delete_flag', '=', false)
    .where('id', '<>', String(exceptId))
    .executeTakeFirst();
  return hit !== undefined;
}
