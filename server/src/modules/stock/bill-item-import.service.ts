import { Decimal } from 'decimal.js';
import type { BillPrefix } from '@suanpan/contracts';
import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import type { Sheet, SheetRow } from '../../platform/import/sheet-reader.js';
import { trimNum } from '../../platform/resource/row-mapping.js';
import { billPrice, lastCustomerPrices, pricingContext } from '../material/bill-price.service.js';
import { lookupShape, rowsByBarcodes, type BarcodeRow } from '../material/material-lookup.query.js';
import { ITEM_IMPORT_ERR, ITEM_IMPORT_MAX_ROWS, itemImportLayout } from './bill-item-sheet.js';
import { loadRefs } from './bill-lines.repository.js';
import { lineMoney } from './bill-money.js';
import { loadFlags } from '../../platform/tenant-config.js';

export interface ItemImportError {
  row: number;
  code?: number;
  message: string;
}

/** A sheet row that passed the format checks, before its barcode and depot are looked up. */
interface ParsedRow {
  line: number;
  barCode: string;
  depotName: string | undefined;
  operNumber: Decimal;
  unitPrice: Decimal | undefined;
  taxRate: Decimal | undefined;
  remark: string | undefined;
}

const DECIMAL = /^\d{1,18}(\.\d{1,6})?$/;

function parseRow(prefix: BillPrefix, row: SheetRow, fail: (message: string) => void): ParsedRow | undefined {
  const cell = (name: string) => row.cells.get(name)?.trim() || undefined;
  const layout = itemImportLayout(prefix);
  let failed = false;
  const bad = (message: string) => {
    failed = true;
    fail(message);
  };
  const barCode = cell('条码');
  if (!barCode) bad('条码为空');
  else if (barCode.length > 50) bad('条码长度超出50个字符');
  const depotName = cell('仓库');
  if (layout.includes('仓库*') && !depotName) bad('仓库为空');
  const qtyText = cell('数量');
  if (!qtyText) bad('数量为空');
  else if (!DECIMAL.test(qtyText) || new Decimal(qtyText).isZero()) bad(`数量${qtyText}格式错误，应为大于0的数字`);
  const priceText = layout.includes('单价') ? cell('单价') : undefined;
  if (priceText && !DECIMAL.test(priceText)) bad(`单价${priceText}格式错误，应为不小于0的数字`);
  const rateText = layout.includes('税率(%)') ? (cell('税率(%)') ?? cell('税率')) : undefined;
  if (rateText && (!DECIMAL.test(rateText) || new Decimal(rateText).greaterThan(100))) bad(`税率${rateText}格式错误，应为0到100的数字`);
  const remark = cell('备注');
  if (remark && remark.length > 500) bad('备注长度超出500个字符');
  if (failed || !barCode || !qtyText) return undefined;
  return {
    line: row.line,
    barCode,
    depotName,
    operNumber: new Decimal(qtyText),
    remark,
    unitPrice: priceText ? new Decimal(priceText) : undefined,
    taxRate: rateText ? new Decimal(rateText) : undefined,
  };
}

/** Depots named in the sheet: id by name, only live ones, and whether the user may use each. */
async function depotsByName(db: Kysely<Database>, session: Session, names: readonly string[]) {
  if (names.length === 0) return { ids: new Map<string, string>(), granted: new Set<string>() };
  const rows = await db
    .selectFrom('depot')
    .select(['id', 'name'])
    .where('tenant_id', '=', session.tenantId)
    .where('delete_flag', '=', false)
    .where('name', 'in', [...names])
    .execute();
  const refs = await loadRefs(
    db,
    session.tenantId,
    session.userId,
    rows.map((r) => String(r.id)),
    undefined,
    [],
  );
  return { ids: new Map(rows.map((r) => [r.name, String(r.id)])), granted: refs.grantedDepots };
}

/**
 * 导入明细: every row of the sheet is checked (format, barcode, depot, depot grant) and reported with its
 * 第N行; only a sheet without errors gives lines. A line carries the product, the barcode row's unit,
 * the stock in its depot and the price the kind proposes (the sheet's 单价 wins when given), with its
 * amounts computed here in decimal — the editor shows them and the save recomputes them anyway.
 */
export async function importItems(db: Kysely<Database>, session: Session, prefix: BillPrefix, sheet: Sheet, organId: number | undefined) {
  const errors: ItemImportError[] = [];
  if (sheet.rows.length > ITEM_IMPORT_MAX_ROWS) return { rows: [], errors: [{ row: 0, message: `导入失败，明细不能超出${ITEM_IMPORT_MAX_ROWS}条` }] };
  const parsed = sheet.rows
    .map((row) => parseRow(prefix, row, (message) => errors.push({ row: row.line, message: `第${row.line}行${message}` })))
    .filter((r): r is ParsedRow => r !== undefined);

  const flags = await loadFlags(db, session.tenantId);
  const depots = await depotsByName(db, session, [...new Set(parsed.flatMap((r) => (r.depotName ? [r.depotName] : [])))]);
  // Stock is read per depot: one look-up of the sheet's barcodes for each depot the sheet names.
  const byDepot = new Map<string | undefined, ParsedRow[]>();
  for (const r of parsed) {
    const depotId = r.depotName ? depots.ids.get(r.depotName) : undefined;
    if (r.depotName && !depotId) {
      errors.push({ row: r.line, code: ITEM_IMPORT_ERR.depotUnknown, message: `第${r.line}行仓库${r.depotName}在基础资料-仓库信息中不存在` });
      continue;
    }
    if (depotId && flags.depotRestricted && !depots.granted.has(depotId)) {
      errors.push({ row: r.line, message: `第${r.line}行没有仓库${r.depotName ?? ''}的权限` });
      continue;
    }
    byDepot.set(depotId, [...(byDepot.get(depotId) ?? []), r]);
  }
  const found = new Map<string, BarcodeRow>();
  for (const [depotId, rows] of byDepot) {
    const hits = await rowsByBarcodes(
      db,
      session.tenantId,
      [...new Set(rows.map((r) => r.barCode))],
      { depotId: depotId ? Number(depotId) : undefined, viewer: session },
      true,
    );
    for (const h of hits) found.set(`${depotId ?? ''}|${h.bar_code}`, h);
  }
  const pricing = await pricingContext(db, session, organId);
  const last = await lastCustomerPrices(db, session.tenantId, prefix, organId, pricing, [...new Set([...found.values()].map((r) => r.id))]);

  const lines = [];
  for (const [depotId, rows] of byDepot) {
    for (const r of rows) {
      const hit = found.get(`${depotId ?? ''}|${r.barCode}`);
      if (!hit) {
        errors.push({ row: r.line, code: ITEM_IMPORT_ERR.barcodeUnknown, message: `第${r.line}行商品条码${r.barCode}在商品管理中不存在` });
        continue;
      }
      const proposed = billPrice(hit, prefix, pricing, last.get(hit.id));
      const money = lineMoney(
        {
          operNumber: r.operNumber,
          unitPrice: r.unitPrice ?? new Decimal(proposed.billPrice ?? '0'),
          taxRate: r.taxRate ?? new Decimal(proposed.taxRate),
        },
        flags.priceIncludesTax,
        'rows',
      );
      lines.push({
        line: r.line,
        ...lookupShape(hit),
        depotId: depotId ? Number(depotId) : null,
        depotName: r.depotName ?? null,
        unit: hit.commodity_unit,
        operNumber: r.operNumber.toFixed(),
        unitPrice: money.unitPrice.toFixed(),
        allPrice: money.allPrice.toFixed(),
        taxRate: money.taxRate.toFixed(),
        taxMoney: money.taxMoney.toFixed(),
        taxLastMoney: money.taxLastMoney.toFixed(),
        remark: r.remark ?? null,
        stock: trimNum(hit.stock) ?? '0',
      });
    }
  }
  errors.sort((a, b) => a.row - b.row);
  // Lines keep the sheet's order.
  return { rows: lines.sort((a, b) => a.line - b.line).map(({ line: _line, ...rest }) => rest), errors };
}
