import type { MaterialBomEffective, MaterialBomLine, MaterialBomSaveInput, MaterialBomVersion } from '@suanpan/contracts';
import { Decimal } from 'decimal.js';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest, notFound, refused } from '../../app/errors.js';
import type { Database } from '../../db/schema.js';
import { trimDecimal } from '../../platform/resource/row-mapping.js';
import { inYarnUnit, kilogramsPerUnit } from '../material/yarn-weight.js';
import { bomLines, componentsByBarcode, effectiveVersion, insertBom, nextVersion, ratioYarns, type BomLineRow, type BomVersionRow } from './bom.repository.js';

type Db = Kysely<Database>;
export const BOM_LABEL = '物料清单';

export const versionOut = (v: BomVersionRow): MaterialBomVersion => ({
  id: Number(v.id),
  materialId: Number(v.material_id),
  color: v.color,
  version: v.version,
  effectiveDate: v.effective_date,
  remark: v.remark,
  creatorName: v.creator_name,
  createdAt: v.created_at,
  itemCount: v.item_count,
});

export const lineOut = (l: BomLineRow): MaterialBomLine => ({
  lineNo: l.line_no,
  componentId: Number(l.component_id),
  componentExtendId: Number(l.component_extend_id),
  barCode: l.bar_code,
  name: l.name,
  standard: l.standard,
  model: l.model,
  sku: l.sku,
  unit: l.unit,
  quantity: trimDecimal(l.quantity),
  lossRate: trimDecimal(l.loss_rate),
  remark: l.remark,
});

/**
 * Saves a product's BOM as its next version in the colour (versions are never changed afterwards, so a production
 * order made from an older one keeps what it copied, and the older version stays readable).
 */
export async function saveBom(trx: Db, s: Session, input: MaterialBomSaveInput): Promise<{ id: number; version: number }> {
  const components = await componentsByBarcode(
    trx,
    s.tenantId,
    input.items.map((i) => i.barCode),
  );
  const lines = input.items.map((item, i) => {
    const c = components.get(item.barCode);
    if (!c) throw badRequest(`第${i + 1}行条码${item.barCode}不存在`, `items.${i}.barCode`);
    if (c.materialId === String(input.materialId)) throw badRequest('组件不能是成品本身', `items.${i}.barCode`);
    return { componentId: c.materialId, componentExtendId: c.extendId, quantity: item.quantity, lossRate: item.lossRate, remark: item.remark ?? null };
  });
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (seen.has(l.componentExtendId)) throw badRequest('同一组件条码只能录入一行', `items.${i}.barCode`);
    seen.add(l.componentExtendId);
  });
  const version = await nextVersion(trx, s.tenantId, String(input.materialId), input.color);
  if (version === undefined) throw badRequest('成品商品不存在', 'materialId');
  const id = await insertBom(
    trx,
    s.tenantId,
    { materialId: String(input.materialId), color: input.color, version, effectiveDate: input.effectiveDate, remark: input.remark ?? null, creator: s.userId },
    lines,
  );
  return { id: Number(id), version };
}

/**
 * A colour's yarns as BOM lines (docs/manufacturing.md, docs/colour-yarn-ratio.md): per base unit of the product, a
 * yarn takes the product's weight per unit × its share, in the yarn's own unit; the loss is the ratio's.
 */
async function ratioLines(db: Db, tenantId: string, materialId: string, color: string, from: number): Promise<MaterialBomLine[] | undefined> {
  const found = await ratioYarns(db, tenantId, materialId, color);
  if (!found) return undefined;
  const { head, yarns } = found;
  const perUnit = kilogramsPerUnit(head);
  return yarns.map((y, n) => {
    const kg = perUnit.times(y.ratio).div(100);
    const inUnit = inYarnUnit(kg, y);
    if (!inUnit || !y.extend_id || !y.bar_code) throw refused({ code: 422, message: `请先设置纱线${y.name}的条码和基础重量(kg)` }, undefined, 'materialId');
    return {
      lineNo: from + n + 1,
      componentId: Number(y.yarn_material_id),
      componentExtendId: Number(y.extend_id),
      barCode: y.bar_code,
      name: y.name,
      standard: y.standard,
      model: y.model,
      sku: y.sku,
      unit: y.unit,
      quantity: inUnit.toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed(),
      lossRate: trimDecimal(head.loss_rate),
      remark: y.remark,
    };
  });
}

/**
 * The components of a product in a colour on a date: the newest BOM version of that colour effective then; without
 * one, the newest colour-independent version ('') followed by the yarns of the colour's yarn ratio.
 */
export async function effectiveBom(db: Db, tenantId: string, materialId: string, color: string, date: string): Promise<MaterialBomEffective> {
  const own = color ? await effectiveVersion(db, tenantId, materialId, color, date) : undefined;
  const version = own ?? (await effectiveVersion(db, tenantId, materialId, '', date));
  const items = version ? (await bomLines(db, tenantId, [version.id])).map(lineOut) : [];
  const yarns = own || !color ? undefined : await ratioLines(db, tenantId, materialId, color, items.length);
  const head = {
    bomId: version ? Number(version.id) : null,
    version: version?.version ?? null,
    color: version?.color ?? color,
    effectiveDate: version?.effective_date ?? null,
  };
  if (version && yarns) return { source: 'bom+ratio', ...head, color, items: [...items, ...yarns] };
  if (version) return { source: 'bom', ...head, items };
  if (yarns) return { source: 'ratio', ...head, color, items: yarns };
  return { source: 'none', ...head, items: [] };
}

export async function bomInfo(db: Db, tenantId: string, version: BomVersionRow | undefined) {
  if (!version) throw notFound(`${BOM_LABEL}不存在或已被删除`);
  const items = (await bomLines(db, tenantId, [version.id])).map(lineOut);
  return { ...versionOut(version), items };
}
