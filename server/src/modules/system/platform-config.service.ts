import type { Db } from '../../db/database.js';

export async function platformValue(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('platform_config').select('platform_value').where('platform_key', '=', key).executeTakeFirst();
  return row?.platform_value ?? null;
}
