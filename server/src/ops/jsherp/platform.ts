import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Source } from './source.js';
import { columnsOf } from './source-tables.js';

// jshERP's platform settings as it ships them (seed-data.md §9). A source value still at its shipped default says
// nothing about the operator's wishes — and would put jshERP's own name and site on our pages — so only values the
// operator changed are carried over.
const SHIPPED: Readonly<Record<string, string>> = {
  platform_name: '管伊佳ERP',
  platform_url: 'http://www.gyjerp.com/',
  bill_print_flag: '0',
  register_flag: '1',
  checkcode_flag: '1',
};

export interface PlatformChange {
  key: string;
  from: string;
  to: string;
}

/**
 * The platform settings (jsh_platform_config) the jshERP operator changed, written over ours for the keys our platform
 * has, in one statement per key inside one transaction; nothing on a dry run. What changes (or would) is returned for
 * the report; a second run finds every value equal and changes nothing.
 */
export async function importPlatformConfig(db: Kysely<Database>, source: Source, dryRun: boolean): Promise<PlatformChange[]> {
  const rows = await source.all(`select ${columnsOf('jsh_platform_config')} from jsh_platform_config order by id`);
  const ours = new Map(
    (await db.selectFrom('platform_config').select(['platform_key', 'platform_value']).execute()).map((r) => [r.platform_key, r.platform_value ?? '']),
  );
  const changes: PlatformChange[] = [];
  for (const row of rows) {
    const key = String(row.platform_key ?? '');
    const to = String(row.platform_value ?? '');
    const from = ours.get(key);
    if (from === undefined || from === to || to === (SHIPPED[key] ?? '')) continue;
    changes.push({ key, from, to });
  }
  if (!dryRun && changes.length > 0) {
    await db.transaction().execute(async (trx) => {
      for (const c of changes) await trx.updateTable('platform_config').set({ platform_value: c.to }).where('platform_key', '=', c.key).execute();
    });
  }
  return changes;
}
