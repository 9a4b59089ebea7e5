import type { ColorYarnRatioSaveInput } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, conflict, notFound } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import { inYarnUnit, kilogramsPerUnit } from './yarn-weight.js';

type Db = Kysely<Database>;
export const RATIO_LABEL = '颜色纱比';

async function materialsOf(db: Db, tenantId: string, ids: readonly number[]) {
  const rows = await db
    .selectFrom('material')
    .select(['id', 'name', 'unit', 'weight', 'unit_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(ids)].map(String))
    .where('delete_flag', '=', false)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), r]));
}

/** Shares are decimals adding up to exactly 100; each yarn (product + colour) appears once; a product is not its own yarn. */
export async function checkRatio(db: Db, session: Session, input: ColorYarnRatioSaveInput): Promise<void> {
  const total = input.items.reduce((sum, i) => sum.plus(i.ratio), new Decimal(0));
  if (!total.eq(100)) throw badRequest(`纱线比例合计必须等于100%，当前为${total.toFixed()}%`, 'items');
  if (input.items.some((i) => new Decimal(i.ratio).lte(0) || new Decimal(i.ratio).gt(100))) throw badRequest('每行比例必须大于0且不超过100', 'items');
  const keys = input.items.map((i) => `${i.yarnMaterialId}|${i.yarnColor}`);
  if (new Set(keys).size !== keys.length) throw badRequest('同一纱线和颜色只能录入一行', 'items');
  if (input.items.some((i) => i.yarnMaterialId === input.materialId)) throw badRequest('纱线不能是成品本身', 'items');
  const found = await materialsOf(db, session.tenantId, [input.materialId, ...input.items.map((i) => i.yarnMaterialId)]);
  if (!found.has(input.materialId)) throw badRequest('成品商品不存在', 'materialId');
  const missing = input.items.find((i) => !found.has(i.yarnMaterialId));
  if (missing) throw badRequest(`纱线商品${missing.yarnMaterialId}不存在`, 'items');
}

/** Inserts or replaces a ratio and its lines; (product, colour) is unique among live ratios. */
export async function saveRatio(trx: Transaction<Database>, session: Session, input: ColorYarnRatioSaveInput): Promise<number> {
  const t = session.tenantId;
  const clash = await trx
    .selectFrom('color_yarn_ratio')
    .select('id')
    .where('tenant_id', '=', t)
    .where('delete_flag', '=', false)
    .where('material_id', '=', String(input.materialId))
    .where('color', '=', input.color)
    .where('id', '<>', String(input.id ?? 0))
    .executeTakeFirst();
  if (clash) throw conflict({ code: 409, message: '该商品的此颜色已有纱比' }, undefined, 'color');
  const header = {
    material_id: String(input.materialId),
    color: input.color,
    loss_rate: input.lossRate,
    remark: input.remark ?? null,
    ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
  };
  let id: string;
  if (input.id) {
    const done = await trx
      .updateTable('color_yarn_ratio')
      .set({ ...header, updated_at: sql<string>`localtimestamp(3)` })
      .where('tenant_id', '=', t)
      .where('id', '=', String(input.id))
      .where('delete_flag', '=', false)
      .returning('id')
      .executeTakeFirst();
    if (!done) throw notFound('颜色纱比不存在或已被删除');
    id = done.id;
    await trx.deleteFrom('color_yarn_ratio_item').where('tenant_id', '=', t).where('ratio_id', '=', id).execute();
  } else {
    id = (
      await trx
        .insertInto('color_yarn_ratio')
        .values({ ...header, tenant_id: t })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await trx
    .insertInto('color_yarn_ratio_item')
    .values(
      input.items.map((i, n) => ({
        tenant_id: t,
        ratio_id: id,
        line_no: n + 1,
        yarn_material_id: String(i.yarnMaterialId),
        yarn_color: i.yarnColor,
        ratio: i.ratio,
        remark: i.remark ?? null,
      })),
    )
    .execute();
  return Number(id);
}

/** A ratio with its lines and the names of the products involved. */
export async function loadRatio(db: Db, tenantId: string, where: { id: number } | { materialId: number; color: string }) {
  let q = db
    .selectFrom('color_yarn_ratio as r')
    .innerJoin('material as m', (j) => j.onRef('m.tenant_id', '=', 'r.tenant_id').onRef('m.id', '=', 'r.material_id'))
    .select(['r.id', 'r.material_id', 'm.name', 'm.unit', 'm.weight', 'r.color', 'r.loss_rate', 'r.remark', 'r.enabled'])
    .where('r.tenant_id', '=', tenantId)
    .where('r.delete_flag', '=', false);
  q = 'id' in where ? q.where('r.id', '=', String(where.id)) : q.where('r.material_id', '=', String(where.materialId)).where('r.color', '=', where.color);
  const head = await q.executeTakeFirst();
  if (!head) return undefined;
  const items = await db
    .selectFrom('color_yarn_ratio_item as i')
    .innerJoin('material as y', (j) => j.onRef('y.tenant_id', '=', 'i.tenant_id').onRef('y.id', '=', 'i.yarn_material_id'))
    .select(['i.line_no', 'i.yarn_material_id', 'y.name', 'y.unit', 'y.weight', 'i.yarn_color', 'i.ratio', 'i.remark'])
    .where('i.tenant_id', '=', tenantId)
    .where('i.ratio_id', '=', head.id)
    .orderBy('i.line_no')
    .execute();
  return { head, items };
}

/**
 * Yarn for `quantity` base units of the product: finished weight = quantity × weight per unit
 * (1 kg when the product is kept in kg); each yarn's net share plus the loss rate, in kg to the
 * gram. Rounding residue goes to the largest line so the lines add up to the rounded total.
 */
export async function computeRequirement(db: Db, tenantId: string, materialId: number, color: string, quantity: string) {
  const ratio = await loadRatio(db, tenantId, { materialId, color });
  if (!ratio) throw notFound('该商品的此颜色没有纱比');
  const { head, items } = ratio;
  const finished = new Decimal(quantity).times(kilogramsPerUnit(head));
  const gross = finished.times(new Decimal(head.loss_rate).div(100).plus(1));
  const total = gross.toDecimalPlaces(3, Decimal.ROUND_HALF_UP);
  const exact = items.map((i) => gross.times(i.ratio).div(100));
  const rounded = exact.map((x) => x.toDecimalPlaces(3, Decimal.ROUND_HALF_UP));
  const residue = total.minus(rounded.reduce((s, x) => s.plus(x), new Decimal(0)));
  if (!residue.isZero() && rounded.length) {
    const largest = exact.reduce((best, x, i) => (x.gt(exact[best] ?? x) ? i : best), 0);
    rounded[largest] = (rounded[largest] ?? new Decimal(0)).plus(residue);
  }
  return {
    materialId,
    materialName: head.name,
    color: head.color,
    quantity,
    lossRate: new Decimal(head.loss_rate).toFixed(),
    finishedWeight: finished.toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(),
    totalWeight: total.toFixed(),
    items: items.map((i, n) => {
      const kg = rounded[n] ?? new Decimal(0);
      const inUnit = inYarnUnit(kg, i)?.toDecimalPlaces(6, Decimal.ROUND_UP);
      return {
        lineNo: i.line_no,
        yarnMaterialId: Number(i.yarn_material_id),
        yarnName: i.name,
        yarnColor: i.yarn_color,
        ratio: new Decimal(i.ratio).toFixed(),
        netWeight: finished.times(i.ratio).div(100).toDecimalPlaces(3, Decimal.ROUND_HALF_UP).toFixed(),
        requiredWeight: kg.toFixed(),
        unit: i.unit,
        requiredQuantity: inUnit?.toFixed() ?? null,
      };
    }),
  };
}

/** Marks the ratios deleted: all of them (each live in the tenant) or none. */
export async function deleteRatios(db: Db, s: Session, ip: string, ids: readonly number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('color_yarn_ratio')
      .set({ delete_flag: true })
      .where('tenant_id', '=', s.tenantId)
      .where('id', 'in', ids.map(String))
      .where('delete_flag', '=', false)
      .returning('id')
      .execute();
    if (done.length !== ids.length) throw notFound(`${RATIO_LABEL}不存在或已被删除`);
    await writeLog(trx, s, ip, RATIO_LABEL, `删除${RATIO_LABEL} ${ids.join(',')}`);
  });
}
