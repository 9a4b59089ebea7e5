import type { CellValue } from 'exceljs';
import { sql } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Row } from '../../platform/resource/define-resource.js';
import { listBatches } from '../../platform/list/list-export.js';
import type { ListSource } from '../../platform/list/list-source.js';
import { filteredQuery } from '../../platform/resource/resource-service.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { type BarcodeRow } from './material-lookup.query.js';
import { materialResource } from './material.resource.js';
import type { SheetLayout } from './material-sheet.js';

const num = (v: string | null | undefined): CellValue => {
  const t = trimNum(v ?? null);
  return t === null ? null : String(Number(t)) === t ? Number(t) : t;
};

/** The list's filter, narrowed to the checked products when the user selected some. */
export interface ExportScope {
  search: Row;
  ids?: readonly number[] | undefined;
}

/** A barcode row as the export reads it: the look-ups' row without the product and stock columns. */
type BarcodeLine = Pick<
  BarcodeRow,
  'material_id' | 'bar_code' | 'commodity_unit' | 'sku' | 'purchase_decimal' | 'commodity_decimal' | 'wholesale_decimal' | 'low_decimal' | 'default_flag'
>;

interface ProductExtras {
  id: string;
  category_name: string | null;
  basic_unit: string | null;
  units: Array<{ unit: string | null; ratio: string | null }>;
}

/** Barcode rows (default first), category and unit group of a batch of products: two statements per batch. */
async function extrasOf(ctx: RequestContext, tenantId: string, ids: readonly string[]) {
  const [lines, extras] = await Promise.all([
    sql<BarcodeLine>`select material_id, bar_code, commodity_unit, sku, purchase_decimal, commodity_decimal, wholesale_decimal, low_decimal, default_flag
      from material_extend where tenant_id = ${tenantId} and material_id = any(${ids}::bigint[]) and not delete_flag
      order by material_id, default_flag desc, id`.execute(ctx.db),
    sql<{
      id: string;
      category_name: string | null;
      basic_unit: string | null;
      u1: string | null;
      r1: string | null;
      u2: string | null;
      r2: string | null;
      u3: string | null;
      r3: string | null;
    }>`
      select m.id, c.name as category_name, u.basic_unit, u.other_unit as u1, u.ratio as r1, u.other_unit_two as u2, u.ratio_two as r2, u.other_unit_three as u3, u.ratio_three as r3
      from material m
      left join material_category c on c.tenant_id = m.tenant_id and c.id = m.category_id
      left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
      where m.tenant_id = ${tenantId} and m.id = any(${ids}::bigint[])`.execute(ctx.db),
  ]);
  const byProduct = new Map<string, BarcodeLine[]>();
  for (const l of lines.rows) byProduct.set(l.material_id, [...(byProduct.get(l.material_id) ?? []), l]);
  const info = new Map<string, ProductExtras>(
    extras.rows.map((e) => [
      e.id,
      {
        id: e.id,
        category_name: e.category_name,
        basic_unit: e.basic_unit,
        units: [
          { unit: e.u1, ratio: e.r1 },
          { unit: e.u2, ratio: e.r2 },
          { unit: e.u3, ratio: e.r3 },
        ],
      },
    ]),
  );
  return { byProduct, info };
}

/**
 * The products of the list's filter (or its selection) in the sheet's columns, a thousand products at a
 * time (keyset on id). A SKU product is one row per SKU barcode; a multi-unit product one row with each
 * bigger unit, its barcode and ratio — so the sheet imports back into the same products.
 */
export async function* exportBatches(ctx: RequestContext, session: Session, scope: ExportScope, layout: SheetLayout): AsyncGenerator<CellValue[][]> {
  const filtered = await filteredQuery(ctx, session, materialResource, scope.search);
  // The products themselves are the rows (no wide row to defer): newest first, a batch at a time.
  const source: ListSource = {
    base: (scope.ids ? filtered.where('material.id', 'in', scope.ids.map(String)) : filtered).selectAll('material'),
    key: ['tenant_id', 'id'],
    tiebreak: ['id'],
  };
  for await (const products of listBatches(ctx.db, source) as AsyncGenerator<Array<Record<string, any>>>) {
    const ids = products.map((p) => String(p.id));
    const { byProduct, info } = await extrasOf(ctx, session.tenantId, ids);
    const stock = await sql<{ material_id: string; depot_id: string; number: string }>`select material_id, depot_id, number from material_initial_stock
      where tenant_id = ${session.tenantId} and material_id = any(${ids}::bigint[])`.execute(ctx.db);
    const opening = new Map(stock.rows.map((s) => [`${s.material_id}:${s.depot_id}`, s.number]));
    yield products.flatMap((p): CellValue[][] => {
      const x = info.get(String(p.id));
      const lines = byProduct.get(String(p.id)) ?? [];
      const baseUnit = p.unit ?? x?.basic_unit ?? null;
      const isSku = lines.some((l) => l.sku);
      const own = (l: BarcodeLine) => [num(l.purchase_decimal), num(l.commodity_decimal), num(l.wholesale_decimal), num(l.low_decimal)];
      const unitCells = (): CellValue[] =>
        (x?.units ?? []).flatMap((u) => {
          if (!u.unit || p.unit_id === null) return [null, null, null];
          return [u.unit, lines.find((l) => l.commodity_unit === u.unit)?.bar_code ?? null, num(u.ratio)];
        });
      const row = (l: BarcodeLine | undefined, units: CellValue[]): CellValue[] => {
        const [u1 = null, b1 = null, r1 = null, ...more] = units;
        return [
          p.name,
          p.standard,
          p.model,
          p.color,
          p.brand,
          x?.category_name ?? null,
          num(p.weight),
          p.expiry_num,
          baseUnit,
          u1,
          l?.bar_code ?? null,
          b1,
          r1,
          ...more,
          l?.sku ?? null,
          ...(l ? own(l) : [null, null, null, null]),
          p.enabled ? 1 : 0,
          p.enable_serial_number ? 1 : 0,
          p.enable_batch_number ? 1 : 0,
          p.position,
          p.mfrs,
          p.other_field1,
          p.other_field2,
          p.other_field3,
          p.remark,
          ...layout.depots.map((d) => num(opening.get(`${p.id}:${d.id}`))),
        ];
      };
      const blanks = [null, null, null, null, null, null, null, null, null];
      if (isSku) return lines.filter((l) => l.sku).map((l) => row(l, blanks));
      // 基本条码 is the basic unit's row even when a bigger unit is the default.
      return [row(lines.find((l) => l.commodity_unit === baseUnit) ?? lines.find((l) => l.default_flag) ?? lines[0], unitCells())];
    });
  }
}
