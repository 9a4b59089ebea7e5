import type { Db } from '../../db/database.js';

export async function platformValue(db: Db, key: string): Promise<string | null> {
  const row = await db.selectFrom('platform_config').select('platform_value').where('platform_key', '=', key).executeTakeFirst();
  return row?.platform_value ?? null;
}

/** One platform setting with its label, in the API shape, or null. */
export async function platformConfigEntry(db: Db, key: string) {
  const row = await db
    .selectFrom('platform_config')
    .select(['id', 'platform_key', 'platform_key_info', 'platform_value'])
    .where('platform_key', '=', key)
    .executeTakeFirst();
  return row ? { id: Number(row.id), platformKey: row.platform_key, platformKeyInfo: row.platform_key_info, platformValue: row.platform_value } : null;
}

/** Sets a platform setting's value; false when there is no such key. */
export async function setPlatformValue(db: Db, key: string, value: string): Promise<boolean> {
  const updated = await db.updateTable('platform_config').set({ platform_value: value }).where('platform_key', '=', key).executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/**
 * Keys the unauthenticated/tenant-facing getter may return (login page, print, renewal link).
 * An allowlist, where the reference denylists aliOss/weixin: a new credential key stays private
 * until someone decides otherwise.
 */
export const publicPlatformConfigKeys: readonly string[] = [
  'platform_name',
  'platform_url',
  'register_flag',
  'checkcode_flag',
  'bill_print_flag',
  'bill_print_url',
  'bill_print_pro_url',
  'pay_fee_url',
  'send_workflow_url',
  'bill_excel_url',
  'app_version',
];
