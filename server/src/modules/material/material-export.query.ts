import type { CellValue } from 'exceljs';
import { sql } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { filteredQuery } from '../../platform/resource/resource-service.js';
import { loadExtras } from './material-list.query.js';
import { trimNum } from './material-lookup.query.js';
import { materialResource } from './material.resource.js';
import type { SheetLayout } from './material-sheet.js';

const BATCH = 1000;
const num = (v: string | null | undefined): CellValue => {
  const t = trimNum(v ?? null);
  return t === null ? null : String(Number(t)) === t ? Number(t) : t;
};

/**
 * The products of the list's filter in the sheet's columns, a thousand at a time (keyset on id,
 * so deep exports never re-scan). Extras, other-unit rows and opening stock are loaded per batch.
 */
export async function* exportBatches(ctx: RequestContext, session: Session, search: Row, layout: SheetLayout): AsyncGenerator<CellValue[][]> {
  const base = await filteredQuery(ctx, session, materialResource, search);
  let lastId: string | undefined;
  for (;;) {
    let q = base.selectAll('material').orderBy('material.id', 'desc').limit(BATCH);
    if (lastId) q = q.where('material.id', '<', lastId);
    const products = (await q.execute()) as Array<Record<string, any>>;
    if (products.length === 0) return;
    lastId = String(products[products.length - 1]?.id);
    const ids = products.map((p) => Number(p.id));
    const extras = await loadExtras(ctx.db, session.tenantId, ids);
    const others = await sql<{ material_id: string; bar_code: string; commodity_unit: string }>`
      select distinct on (material_id) material_id, bar_code, commodity_unit from material_extend
      where tenant_id = ${session.tenantId} and material_id = any(${ids.map(String)}::bigint[]) and not default_flag and not delete_flag
      order by material_id, id`.execute(ctx.db);
    const other = new Map(others.rows.map((o) => [o.material_id, o]));
    const stock = await sql<{ material_id: string; depot_id: string; number: string }>`select material_id, depot_id, number from material_initial_stock
      where tenant_id = ${session.tenantId} and material_id = any(${ids.map(String)}::bigint[])`.execute(ctx.db);
    const opening = new Map(stock.rows.map((s) => [`${s.material_id}:${s.depot_id}`, s.number]));
    yield products.map((p): CellValue[] => {
      const x = extras.get(Number(p.id));
      const o = other.get(String(p.id));
      return [
        p.name, p.standard, p.model, p.color, p.brand, x?.category_name ?? null, num(p.weight), p.expiry_num,
        p.unit ?? (x?.unit_name ? x.unit_name.split('/')[0] : null), o?.commodity_unit ?? null, x?.bar_code ?? null, o?.bar_code ?? null,
        num(o ? x?.ratio : null), x?.sku ?? null, num(x?.purchase_decimal), num(x?.commodity_decimal), num(x?.wholesale_decimal), num(x?.low_decimal),
        p.enabled ? 1 : 0, p.enable_serial_number ? 1 : 0, p.enable_batch_number ? 1 : 0, p.position,
        p.mfrs, p.other_field1, p.other_field2, p.other_field3, p.remark,
        ...layout.depots.map((d) => num(opening.get(`${p.id}:${d.id}`))),
      ];
    });
    if (products.length < BATCH) return;
  }
}
