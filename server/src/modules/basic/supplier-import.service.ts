import { BUTTON, PARTNER_TYPES, columnOf, supplierContract, type AnyField, type PartnerType } from '@suanpan/contracts';
import { sql, type Transaction } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import { badRequest } from '../../app/errors.js';
import type { RequestContext } from '../../app/request-context.js';
import type { Database } from '../../db/schema.js';
import { writeLog } from '../../platform/audit-log.js';
import type { ImportJob } from '../../platform/import/import-job.js';
import type { Sheet } from '../../platform/import/sheet-reader.js';
import { grantNewCustomers } from './customer-grants.js';
import { assertPartnerTypes } from './partner-access.js';

export const MAX_IMPORT_ROWS = 20_000;
const CHUNK = 1000;
const NAME_HEADERS = ['名称', '会员卡号'] as const;
const STATUS: Record<string, boolean> = { '1': true, '0': false, 启用: true, 禁用: false, 是: true, 否: false, true: true, false: false };

export interface ImportError {
  row: number;
  message: string;
}

export interface ImportResult {
  total: number;
  inserted: number;
  updated: number;
}

/** Writable partner fields by their column header (the export writes the same labels). */
const IMPORTABLE: ReadonlyMap<string, [string, AnyField]> = new Map(
  Object.entries(supplierContract.fields)
    .filter(([key, f]) => f.writable && key !== 'supplier' && key !== 'type' && key !== 'enabled')
    .map(([key, f]) => [f.label, [key, f]]),
);

export { NAME_HEADERS };

/** Every row is checked before anything is written; the report names each bad row and why. */
export function validateRows(sheet: Sheet, fixedType: PartnerType | undefined): { rows: Record<string, unknown>[]; errors: ImportError[]; columns: string[] } {
  const errors: ImportError[] = [];
  const rows: Record<string, unknown>[] = [];
  const seen = new Map<string, number>();
  const columns = new Set<string>(['supplier', 'type']);
  for (const h of sheet.headers) {
    const hit = IMPORTABLE.get(h);
    if (hit) columns.add(columnOf(hit[0], hit[1]));
    if (h === '状态') columns.add('enabled');
  }
  if (sheet.rows.length > MAX_IMPORT_ROWS) {
    return { rows: [], errors: [{ row: 0, message: `抱歉，单次导入不能超出${MAX_IMPORT_ROWS}条` }], columns: [] };
  }
  for (const { line, cells } of sheet.rows) {
    const fail = (message: string) => errors.push({ row: line, message: `第${line}行${message}` });
    const name = cells.get('名称') ?? cells.get('会员卡号');
    const typeText = cells.get('类型') ?? fixedType;
    const before = errors.length;
    if (!typeText) fail('类型为空');
    else if (!PARTNER_TYPES.includes(typeText as PartnerType)) fail(`类型只能是：${PARTNER_TYPES.join('、')}`);
    else if (fixedType && typeText !== fixedType) fail(`类型应为${fixedType}`);
    if (!name) fail(typeText === '会员' ? '会员卡号为空' : '名称为空');
    else if (name.length > 255) fail('名称长度超出255个字符');
    const row: Record<string, unknown> = { supplier: name, type: typeText };
    const status = cells.get('状态');
    if (status !== undefined) {
      if (STATUS[status] === undefined) fail('状态格式错误');
      else row.enabled = STATUS[status];
    } else if (columns.has('enabled')) row.enabled = true;
    for (const [header, [key, field]] of IMPORTABLE) {
      if (!sheet.headers.includes(header)) continue;
      const text = cells.get(header);
      if (text === undefined) {
        row[columnOf(key, field)] = field.kind === 'decimal' && key.startsWith('begin') ? '0' : null;
        continue;
      }
      const parsed = field.input.safeParse(text);
      if (parsed.success) row[columnOf(key, field)] = parsed.data;
      else fail(parsed.error.issues[0]?.message ?? `${field.label}格式错误`);
    }
    if (errors.length === before && name && typeText) {
      const key = `${typeText}\u0000${name}`;
      const first = seen.get(key);
      if (first !== undefined) fail(`名称与第${first}行重复`);
      else seen.set(key, line);
    }
    if (errors.length === before) rows.push(row);
  }
  return { rows, errors, columns: [...columns] };
}

/** One line for the message box; the full list travels beside it. */
export function rejectionMessage(errors: readonly ImportError[]): string {
  const shown = errors
    .slice(0, 10)
    .map((e) => e.message)
    .join('；');
  return `导入失败，共${errors.length}处错误，未导入任何数据：${shown}${errors.length > 10 ? '……' : ''}`;
}

/** Upserts by (type, name) a thousand rows per statement; new customers are granted as on add. */
export async function upsertPartners(
  trx: Transaction<Database>,
  session: Session,
  ip: string,
  rows: Record<string, unknown>[],
  columns: string[],
): Promise<ImportResult> {
  let inserted = 0;
  const newCustomers: string[] = [];
  const updatable = columns.filter((c) => c !== 'supplier' && c !== 'type');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((r) => ({ ...r, tenant_id: session.tenantId, creator: session.userId }));
    const result = await trx
      .insertInto('supplier')
      .values(values as never)
      .onConflict((oc) => {
        const target = oc.columns(['tenant_id', 'type', 'supplier']).where('delete_flag', '=', false);
        if (updatable.length === 0) return target.doNothing();
        return target.doUpdateSet(Object.fromEntries(updatable.map((c) => [c, sql.ref(`excluded.${c}`)])) as never);
      })
      .returning(['id', 'type', sql<boolean>`xmax = 0`.as('inserted')])
      .execute();
    for (const r of result) {
      if (!r.inserted) continue;
      inserted += 1;
      if (r.type === '客户') newCustomers.push(r.id);
    }
  }
  await grantNewCustomers(trx, session.tenantId, session.userId, newCustomers);
  const updated = rows.length - inserted;
  await writeLog(trx, session, ip, supplierContract.label, `导入往来单位${rows.length}条（新增${inserted}条，更新${updated}条）`);
  return { total: rows.length, inserted, updated };
}

export type PartnerImportOutcome = { ok: true; result: ImportResult } | { ok: false; message: string; errors: ImportError[] };

/**
 * The whole partner import: every row validated first (nothing written when one fails), the
 * caller's rights on every type in the file, then all rows upserted in one transaction. `job`
 * tells the polling client which step it is at and how many rows are done.
 */
export async function importPartners(
  ctx: RequestContext,
  session: Session,
  sheet: Sheet,
  type: PartnerType | undefined,
  job: ImportJob,
): Promise<PartnerImportOutcome> {
  const total = sheet.rows.length;
  await job.report('validating', total, 0);
  const { rows, errors, columns } = validateRows(sheet, type);
  if (errors.length) {
    const message = rejectionMessage(errors);
    await job.report('failed', total, total, message);
    return { ok: false, message, errors };
  }
  if (rows.length === 0) {
    await job.report('failed', 0, 0, '表格中没有数据');
    throw badRequest('表格中没有数据', 'file');
  }
  // Importing writes rows: the edit button of every partner type in the file is needed too.
  const types = new Set(rows.map((r) => r.type));
  try {
    await assertPartnerTypes(ctx.db, session, types, BUTTON.export);
    await assertPartnerTypes(ctx.db, session, types, BUTTON.edit);
    await job.report('writing', total, total);
    const result = await ctx.db.transaction().execute((trx) => upsertPartners(trx, session, ctx.ip, rows, columns));
    await job.report('done', total, total, '导入成功');
    return { ok: true, result };
  } catch (error) {
    await job.report('failed', total, total, error instanceof Error ? error.message : '导入失败');
    throw error;
  }
}
