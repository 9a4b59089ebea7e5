import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { applyEffects } from '../../modules/stock/bill-effects.service.js';
import { kindOf, kindOfRequest, stockApplies, type BillPrefix } from '../../modules/stock/bill-kinds.js';
import { loadLines } from '../../modules/stock/bill-lines.repository.js';
import { loadFlags } from '../../platform/tenant-config.js';
import { refreshStatistics } from '../../platform/import/bulk-statistics.js';
import { bulkCovers, postInBulk, sourceBill } from './bulk-posting.js';
import { linesWin, reportNegativeStock } from './bill-repairs.js';
import { placeholderExtends, standInsForGone } from './placeholders.js';
import { fillDate, heldHere, uniqueKeys } from './repairs.js';
import type { SourceRow } from './source.js';
import { ImportError } from './source.js';
import { BATCH } from './import-scope.js';
import type { TenantImport } from './tenant-import.js';
import { abs, commaList, deleted, num, num0, text } from './values.js';

/**
 * The kind jshERP names (the reconciliation groups its totals by it too); the number's prefix only for a bill that
 * names none. A kind named but unknown is a bill the import cannot read: it fails the tenant, naming the row.
 */
function kindOfRow(r: SourceRow) {
  try {
    return text(r.sub_type) ? kindOfRequest(text(r.type), text(r.sub_type)) : kindOfRequest(undefined, undefined, text(r.number));
  } catch {
    throw new ImportError(`jsh_depot_head id=${String(r.id)}：未知的单据类型 ${String(r.type)}/${String(r.sub_type)} (unknown bill kind)`);
  }
}

/** The header in our terms: magnitudes with the kind's direction, debt by our rule (business-rules §8.3). */
function headValues(ctx: TenantImport, r: SourceRow, owner: string) {
  const kind = kindOfRow(r);
  const where = { table: 'jsh_depot_head' as const, id: r.id };
  const dlm = new Decimal(abs(r.discount_last_money));
  const owed = dlm.plus(abs(r.other_money)).minus(abs(r.deposit));
  const debt = kind.money === 'trade' ? owed.minus(abs(r.change_amount)).toFixed() : '0';
  return {
    kind,
    values: {
      type: kind.type,
      sub_type: kind.subType,
      prefix: kind.prefix,
      default_number: text(r.default_number),
      number: String(r.number),
      created_at: fillDate(ctx, 'jsh_depot_head', r, 'create_time', ['oper_time']),
      oper_time: fillDate(ctx, 'jsh_depot_head', r, 'oper_time', ['create_time']),
      organ_id: r.organ_id ? ctx.ref('jsh_supplier', r.organ_id, { ...where, column: 'organ_id' }) : null,
      creator: ctx.link('jsh_user', r.creator, { ...where, column: 'creator' }, 'missingCreator') ?? owner,
      account_id: r.account_id ? ctx.ref('jsh_account', r.account_id, { ...where, column: 'account_id' }) : null,
      money_direction: kind.direction,
      change_amount: abs(r.change_amount),
      back_amount: abs(r.back_amount),
      total_price: abs(r.total_price),
      pay_type: text(r.pay_type) ?? '现付',
      bill_type: text(r.bill_type),
      remark: text(r.remark),
      file_name: text(r.file_name),
      sales_man:
        commaList(r.sales_man)
          .map((p) => ctx.link('jsh_person', p, { ...where, column: 'sales_man' }, 'clearedReference'))
          .filter(Boolean)
          .join(',') || null,
      discount: abs(r.discount),
      discount_money: abs(r.discount_money),
      discount_last_money: dlm.toFixed(),
      other_money: abs(r.other_money),
      deposit: abs(r.deposit),
      debt,
      // 最终欠款 before any settlement: the finance import's refresh (refreshOutstanding) then rewrites only the bills
      // settled since, not every bill with a debt (each rewrite of a bill re-enters it in every index of depot_head).
      last_debt: deleted(r) ? '0' : debt,
      status: String(r.status ?? '0'),
      purchase_status: text(r.purchase_status) ?? '0',
      source: text(r.source) ?? '0',
      link_number: text(r.link_number),
      link_apply: text(r.link_apply),
      delete_flag: deleted(r),
    },
  };
}

/** 多账户: the comma lists of account ids and signed amounts as share rows (magnitudes). */
function shares(ctx: TenantImport, r: SourceRow, headId: string) {
  const ids = commaList(r.account_id_list);
  const amounts = commaList(r.account_money_list);
  return ids.map((a, i) => ({
    tenant_id: ctx.tenantId,
    head_id: headId,
    seq: i + 1,
    account_id: ctx.ref('jsh_account', a, { table: 'jsh_depot_head', id: r.id, column: 'account_id_list' }),
    amount: abs(amounts[i] ?? '0'),
  }));
}

const total = async (ctx: TenantImport, table: 'jsh_depot_head' | 'jsh_depot_item') =>
  Number((await ctx.source.all(`select count(*) as n from ${table} where tenant_id = ?`, [ctx.sourceTenantId]))[0]?.n ?? 0);

/** Headers, streamed, in source id order (the order jshERP accepted them, which our ids keep). */
async function importHeads(ctx: TenantImport, owner: string): Promise<void> {
  const bar = ctx.progress.table('jsh_depot_head', await total(ctx, 'jsh_depot_head'));
  for await (const batch of ctx.batches('jsh_depot_head')) {
    const from = { table: 'jsh_depot_head' as const, rows: batch };
    await standInsForGone(ctx, from, 'jsh_supplier', 'organ_id', undefined, partnerTypeOfBill);
    await standInsForGone(ctx, from, 'jsh_account', 'account_id');
    await standInsForGone(ctx, from, 'jsh_account', 'account_id_list', (r) => commaList(r.account_id_list));
    const target = { table: 'depot_head', column: 'number' } as const;
    await uniqueKeys(ctx, from, 'number', target, { taken: await heldHere(ctx, from, 'number', target) });
    const rows = batch.map((r) => ({ r, values: headValues(ctx, r, owner).values }));
    await ctx.insert(
      'jsh_depot_head',
      'depot_head',
      rows.map(({ r, values }) => ({ sourceId: String(r.id), values })),
    );
    const ids = ctx.ids('jsh_depot_head');
    const accountShares = rows.flatMap(({ r }) => shares(ctx, r, ids.get(String(r.id)) as string));
    if (accountShares.length) await ctx.trx.insertInto('depot_head_account').values(accountShares).execute();
    bar.add(batch.length);
  }
  bar.end();
  // The lines' checks of their bill and this join are planned from the table's statistics: without fresh ones (the
  // table was nearly empty) the planner takes a nested loop over every pair of bills (70 s for 10,000).
  await refreshStatistics(ctx.trx, ['depot_head']);
  // Upstream bills by number among the live ones (numbers are unique only among those).
  await sql`update depot_head d set link_head_id = u.id from depot_head u
    where d.tenant_id = ${ctx.tenantId} and (d.link_number is not null or d.link_apply is not null)
      and u.tenant_id = d.tenant_id and not u.delete_flag and u.id <> d.id
      and u.number = coalesce(d.link_number, d.link_apply)`.execute(ctx.trx);
}

/** The kind of partner a bill names: a stand-in for a gone one is made of that kind. */
function partnerTypeOfBill(r: SourceRow): string {
  const sub = String(r.sub_type ?? '');
  if (sub.startsWith('采购')) return '供应商';
  return sub === '零售' || sub === '零售退货' ? '会员' : '客户';
}

/**
 * The barcode rows of a batch of lines: a gone one (or none) is the product's default row, else a stand-in row of
 * that product (all of the batch's made in one statement, before); each such line is reported.
 */
async function barcodeRows(ctx: TenantImport, batch: readonly SourceRow[], defaults: Map<string, string>): Promise<Map<string, string>> {
  const fallbackOf = (materialId: string) => defaults.get(materialId) ?? ctx.placeholderDefaults.get(materialId);
  // A gone barcode row gets its stand-in from the first line naming it whose product has no default row: of that
  // line's product, `madeAt` that line (the lines before it took their products' default rows).
  const gone = new Map<string, string>();
  const madeAt = new Map<string, number>();
  batch.forEach((r, i) => {
    const materialId = ctx.optRef('jsh_material', r.material_id);
    const extend = String(r.material_extend_id);
    if (!materialId || !r.material_extend_id || gone.has(extend) || ctx.optRef('jsh_material_extend', r.material_extend_id) || fallbackOf(materialId)) return;
    gone.set(extend, materialId);
    madeAt.set(extend, i);
  });
  await placeholderExtends(ctx, gone);

  const out = new Map<string, string>();
  batch.forEach((r, i) => {
    const materialId = ctx.optRef('jsh_material', r.material_id);
    if (!materialId) return;
    const extend = String(r.material_extend_id);
    const given = (madeAt.get(extend) ?? -1) < i ? ctx.optRef('jsh_material_extend', r.material_extend_id) : null;
    if (given) {
      out.set(String(r.id), given);
      if (ctx.standIns.has(`jsh_material_extend:${extend}`))
        ctx.report('placeholder', 'jsh_depot_item', r.id, `material_extend_id=${extend} → 已删除条码 #${extend}`);
      return;
    }
    const fallback = fallbackOf(materialId);
    if (r.material_extend_id) {
      out.set(String(r.id), fallback ?? (ctx.ids('jsh_material_extend').get(extend) as string));
      ctx.report('placeholder', 'jsh_depot_item', r.id, `material_extend_id=${extend} 已不存在 → ${fallback ? '商品的默认条码' : `已删除条码 #${extend}`}`);
    } else if (fallback) out.set(String(r.id), fallback);
  });
  return out;
}

/** Lines, streamed; a line without a barcode row takes its product's default one; a line whose bill is gone is skipped. */
async function importLines(ctx: TenantImport): Promise<void> {
  const defaults = new Map(
    (
      await ctx.trx
        .selectFrom('material_extend')
        .select(['material_id', 'id'])
        .where('tenant_id', '=', ctx.tenantId)
        .where('default_flag', '=', true)
        .where('delete_flag', '=', false)
        .execute()
    ).map((e) => [e.material_id, e.id]),
  );
  const lineNo = new Map<string, number>();
  const bar = ctx.progress.table('jsh_depot_item', await total(ctx, 'jsh_depot_item'));
  for await (const all of ctx.batches('jsh_depot_item')) {
    const batch = all.filter((r) => ctx.link('jsh_depot_head', r.header_id, { table: 'jsh_depot_item', id: r.id, column: 'header_id' }, 'orphanLine'));
    const from = { table: 'jsh_depot_item' as const, rows: batch };
    await standInsForGone(ctx, from, 'jsh_material', 'material_id');
    await standInsForGone(ctx, from, 'jsh_depot', 'depot_id');
    await standInsForGone(ctx, from, 'jsh_depot', 'another_depot_id');
    const barcodes = await barcodeRows(ctx, batch, defaults);
    const rows = batch.map((r) => {
      const where = { table: 'jsh_depot_item' as const, id: r.id };
      const headerId = ctx.ref('jsh_depot_head', r.header_id, { ...where, column: 'header_id' });
      const materialId = ctx.ref('jsh_material', r.material_id, { ...where, column: 'material_id' });
      const extendId = barcodes.get(String(r.id)) ?? ctx.ref('jsh_material_extend', r.material_extend_id, { ...where, column: 'material_extend_id' });
      const n = (lineNo.get(headerId) ?? 0) + 1;
      lineNo.set(headerId, n);
      return {
        sourceId: String(r.id),
        values: {
          header_id: headerId,
          line_no: n,
          material_id: materialId,
          material_extend_id: extendId,
          material_unit: text(r.material_unit),
          sku: text(r.sku),
          oper_number: num0(r.oper_number),
          basic_number: num0(r.basic_number),
          unit_price: num0(r.unit_price),
          purchase_unit_price: num(r.purchase_unit_price),
          tax_unit_price: num(r.tax_unit_price),
          all_price: num0(r.all_price),
          remark: text(r.remark),
          depot_id: r.depot_id ? ctx.ref('jsh_depot', r.depot_id, { ...where, column: 'depot_id' }) : null,
          another_depot_id: r.another_depot_id ? ctx.ref('jsh_depot', r.another_depot_id, { ...where, column: 'another_depot_id' }) : null,
          tax_rate: num0(r.tax_rate),
          tax_money: num0(r.tax_money),
          tax_last_money: num0(r.tax_last_money),
          material_type: text(r.material_type),
          sn_list: text(r.sn_list),
          batch_number: text(r.batch_number),
          expiration_date: text(r.expiration_date),
          link_id: ctx.optRef('jsh_depot_item', r.link_id),
          delete_flag: deleted(r),
        },
      };
    });
    await ctx.insert('jsh_depot_item', 'depot_item', rows);
    bar.add(all.length);
  }
  bar.end();
  await refreshStatistics(ctx.trx, ['depot_item']);
}

/** Serial numbers made without a bill (批量添加序列号): in stock before any bill issues them. */
async function importLooseSerials(ctx: TenantImport, owner: string): Promise<void> {
  const rows = (await ctx.rows('jsh_serial_number', "and (in_bill_no is null or in_bill_no = '')")).filter((r) => !deleted(r));
  await standInsForGone(ctx, { table: 'jsh_serial_number', rows }, 'jsh_material', 'material_id');
  await ctx.copy('jsh_serial_number', 'serial_number', rows, (r) => ({
    material_id: ctx.ref('jsh_material', r.material_id, { table: 'jsh_serial_number', id: r.id, column: 'material_id' }),
    depot_id: ctx.link('jsh_depot', r.depot_id, { table: 'jsh_serial_number', id: r.id, column: 'depot_id' }, 'clearedReference'),
    serial_number: String(r.serial_number),
    is_sell: false,
    in_price: num(r.in_price),
    remark: text(r.remark),
    creator: owner,
  }));
}

/**
 * Posts the bills whose status lets them count, one by one in the order jshERP accepted them, through the posting
 * path every saved bill takes (stock, batches, moving-average cost, serials, the ledger the kept summaries follow).
 * The import posts in bulk (bulk-posting.ts); this path is the rule the bulk one must equal (jsherp-bulk-posting.test.ts)
 * and posts what bulk does not cover. Bills are read a page at a time, never all at once.
 */
async function postOneByOne(ctx: TenantImport): Promise<void> {
  const flags = await loadFlags(ctx.trx, ctx.tenantId);
  const live = ctx.trx.selectFrom('depot_head').where('tenant_id', '=', ctx.tenantId).where('delete_flag', '=', false).where('stock_applied', '=', false);
  const { n } = await live.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const bar = ctx.progress.table('过账 posting (depot_head)', Number(n));
  let after = '0';
  for (;;) {
    const page = await live
      .select(['id', 'number', 'prefix', 'status', 'oper_time', 'creator'])
      .where(sql<boolean>`id > ${after}::bigint`)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (page.length === 0) break;
    after = page[page.length - 1]?.id as string;
    const chunk = page.filter((h) => stockApplies(kindOf(h.prefix), h.status, flags));
    const lines = await loadLines(
      ctx.trx,
      ctx.tenantId,
      chunk.map((h) => h.id),
    );
    for (const h of chunk) {
      const head = { tenantId: ctx.tenantId, id: h.id, number: h.number, operTime: String(h.oper_time), creator: h.creator, kind: kindOf(h.prefix) };
      try {
        // History is posted as jshERP accepted it: stock it let the tenant oversell goes negative here too, whatever
        // the tenant's 负库存 setting is now (reported after posting, reportNegativeStock).
        await applyEffects(ctx.trx, head, lines.get(h.id) ?? [], true, 'audit');
      } catch (error) {
        throw new ImportError(`${await sourceBill(ctx, h.id, h.number)}：${error instanceof Error ? error.message : String(error)}`);
      }
    }
    bar.add(page.length);
  }
  bar.end();
}

/** Posts the imported bills: in bulk, unless the tenant's kinds need the one-by-one path or the caller asks for it. */
async function postBills(ctx: TenantImport): Promise<void> {
  const kinds = await ctx.trx.selectFrom('depot_head').select('prefix').distinct().where('tenant_id', '=', ctx.tenantId).execute();
  if (ctx.posting === 'bulk' && bulkCovers(kinds.map((k) => k.prefix as BillPrefix))) await postInBulk(ctx);
  else await postOneByOne(ctx);
}

/** Every goods bill with its lines, account shares and links, then posted. Returns our ids of the live bills. */
export async function importBills(ctx: TenantImport, owner: string): Promise<string[]> {
  // Every bill and line checks its references (foreign keys, the lines' copy of their bill): planned from the
  // statistics of the tables as they were before the import wrote them, those checks scan a tenant's rows each.
  await refreshStatistics(ctx.trx, ['material', 'material_extend', 'supplier', 'depot', 'account', 'app_user', 'person']);
  await importLooseSerials(ctx, owner);
  await importHeads(ctx, owner);
  await importLines(ctx);
  await linesWin(ctx, 'goods');
  await postBills(ctx);
  await reportNegativeStock(ctx);
  const live = await ctx.trx
    .selectFrom('depot_head')
    .select('id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('delete_flag', '=', false)
    .orderBy('id')
    .execute();
  return live.map((h) => h.id);
}
