import type { Kysely, Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { notFound, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { recomputeCurrentStock, recomputeMovingCost } from './material-repair.query.js';

/** Every id is a live product of the caller's tenant (404 otherwise, like the other batch actions). */
async function assertProducts(trx: Transaction<Database>, s: Session, ids: readonly number[]): Promise<void> {
  const found = await trx
    .selectFrom('material')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenant_id', '=', s.tenantId)
    .where('id', 'in', ids.map(String))
    .where('delete_flag', '=', false)
    .executeTakeFirstOrThrow();
  if (Number(found.n) !== ids.length) throw notFound('商品不存在或已被删除');
}

/** 修正库存: recomputes the products' current stock from the ledger and says what it changed (needs a depot). */
export async function repairCurrentStock(db: Kysely<Database>, s: Session, ip: string, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    await assertProducts(trx, s, ids);
    const depot = await trx.selectFrom('depot').select('id').where('tenant_id', '=', s.tenantId).where('delete_flag', '=', false).limit(1).executeTakeFirst();
    if (!depot) throw refused({ code: 201, message: '请先创建仓库后再操作' });
    const rows = await recomputeCurrentStock(trx, s.tenantId, ids);
    await writeLog(trx, s, ip, '商品', `修正库存 ${ids.length}个商品，修正${rows.length}处`);
    return {
      message: '修正库存成功！',
      corrected: rows.map((r) => ({
        materialId: Number(r.material_id),
        name: r.name,
        depotId: Number(r.depot_id),
        depotName: r.depot_name,
        from: trimNum(r.before),
        to: trimNum(r.after),
      })),
    };
  });
}

/** 修正成本: replays the products' moving average cost in business order and says what it changed. */
export async function repairMovingCost(db: Kysely<Database>, s: Session, ip: string, ids: readonly number[]) {
  return db.transaction().execute(async (trx) => {
    await assertProducts(trx, s, ids);
    const rows = await recomputeMovingCost(trx, s.tenantId, ids);
    await writeLog(trx, s, ip, '商品', `修正成本 ${ids.length}个商品，修正${rows.length}个`);
    return {
      message: '修正成本成功！',
      corrected: rows.map((r) => ({ materialId: Number(r.material_id), name: r.name, from: trimNum(r.before), to: trimNum(r.after) })),
    };
  });
}
