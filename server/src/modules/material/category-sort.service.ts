import { materialCategoryContract } from '@suanpan/contracts';
import { sql, type Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';

/** 商品类别排序: every named category must be live; all of them are re-sorted in one statement, or none. */
export async function sortCategories(db: Kysely<Database>, s: Session, ip: string, items: ReadonlyArray<{ id: number; sort: string }>): Promise<void> {
  const ids = items.map((i) => String(i.id));
  await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('material_category')
      .select(sql<string>`count(*)`.as('n'))
      .where('tenant_id', '=', s.tenantId)
      .where('id', 'in', ids)
      .where('delete_flag', '=', false)
      .executeTakeFirstOrThrow();
    if (Number(found.n) !== new Set(ids).size) throw notFound('商品类别不存在或已被删除');
    // One statement for the whole list: the new sort values arrive as two parallel arrays.
    await sql`update material_category c set sort = v.sort, updated_at = localtimestamp(3)
      from unnest(${ids}::bigint[], ${items.map((i) => i.sort)}::varchar[]) as v(id, sort)
      where c.tenant_id = ${s.tenantId} and c.id = v.id`.execute(trx);
    await writeLog(trx, s, ip, materialCategoryContract.label, `商品类别排序 ${ids.join(',')}`);
  });
}
