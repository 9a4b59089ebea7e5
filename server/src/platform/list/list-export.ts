import type { CellValue } from 'exceljs';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RawReply } from '../../app/route.js';
import { streamSheet } from '../export/sheet-writer.js';
import { listSummary, orderTerms, presentRows, sliceRows, type CellFormat, type ListOrder, type ListSource, type Row } from './list-source.js';

/** Rows per read of a streamed export: memory holds one batch, however long the list. */
export const EXPORT_BATCH = 1000;

type Term = ReturnType<typeof orderTerms>[number];

/**
 * The rows after a row's order values (text, as `list_after_i` returned them; PostgreSQL reads each
 * as its term's type). Terms in one direction that cannot be null — the default order by key — give
 * a row comparison, which an index on the key answers as a range; otherwise the expanded form
 * "equal on the terms before, after on this one", with nulls last.
 */
export function afterCondition(terms: readonly Term[], values: ReadonlyArray<string | null>): RawBuilder<unknown> {
  const first = terms[0];
  if (first && terms.every((t) => !t.nullable && t.dir === first.dir)) {
    const op = sql.raw(first.dir === 'desc' ? '<' : '>');
    return sql`(${sql.join(terms.map((t) => t.expr))}) ${op} (${sql.join(values.map((v) => sql`${v}`))})`;
  }
  const equal = (t: Term, v: string | null) => (v === null ? sql`${t.expr} is null` : sql`${t.expr} = ${v}`);
  const later = (t: Term, v: string | null): RawBuilder<unknown> | undefined => {
    // Nulls sort last: nothing comes after a null within its term; every null comes after a value.
    if (v === null) return undefined;
    const beyond = sql`${t.expr} ${sql.raw(t.dir === 'desc' ? '<' : '>')} ${v}`;
    return t.nullable ? sql`(${beyond} or ${t.expr} is null)` : beyond;
  };
  const branches = terms.flatMap((t, i) => {
    const step = later(t, values[i] ?? null);
    if (!step) return [];
    return [sql.join([...terms.slice(0, i).map((p, j) => equal(p, values[j] ?? null)), step], sql` and `)];
  });
  return branches.length ? sql`(${sql.join(branches, sql` or `)})` : sql`false`;
}

/**
 * Every row of the list in its order, presented, a batch at a time. Each batch continues after the
 * last row of the one before (keyset), so the thousandth batch costs what the first does and memory
 * holds one batch; the same deferred join and presentation as the page.
 */
export async function* listBatches<R extends Row>(
  db: Kysely<any>,
  source: ListSource<R>,
  options: { order?: ListOrder | undefined; batchSize?: number } = {},
): AsyncGenerator<R[]> {
  const terms = orderTerms(source, options.order);
  const size = options.batchSize ?? EXPORT_BATCH;
  for (let after: RawBuilder<unknown> | undefined; ;) {
    const rows = await sliceRows(db, source, { terms, limit: size, after, withAfter: true });
    if (rows.length > 0) yield await presentRows(source, rows);
    const last = rows[rows.length - 1];
    if (!last || rows.length < size) return;
    after = afterCondition(
      terms,
      terms.map((_, i) => (last[`list_after_${i}`] ?? null) as string | null),
    );
  }
}

/** A presented value as a spreadsheet cell. */
export function cellValue(format: CellFormat | undefined, value: unknown, row: Row): CellValue {
  if (typeof format === 'function') return format(value, row);
  if (value === null || value === undefined) return null;
  switch (format) {
    case 'number': {
      const text = String(value);
      return String(Number(text)) === text ? Number(text) : text;
    }
    case 'yesNo':
      return value ? '是' : '否';
    case 'enabled':
      return value ? '启用' : '禁用';
    default:
      return typeof value === 'number' ? value : String(value);
  }
}

export interface ListSheet {
  fileName: string;
  sheetName: string;
  order?: ListOrder | undefined;
  /** A first row above the headers: a report's title and period. */
  tip?: string | undefined;
  /** Ends the sheet with the 合计 row of the whole filtered set (the source's totals under their column keys). */
  totals?: boolean;
}

/**
 * The list as an .xlsx download: the source's columns over the same rows, order and presentation
 * as its pages, streamed in keyset batches. The order is checked before the first byte is sent.
 */
export function exportList(db: Kysely<any>, source: ListSource<any>, sheet: ListSheet): RawReply {
  orderTerms(source, sheet.order);
  const columns = source.columns ?? [];
  async function* cells() {
    for await (const batch of listBatches(db, source, { order: sheet.order }))
      yield batch.map((row: Row) => columns.map((c) => cellValue(c.format, row[c.key], row)));
    if (sheet.totals && source.totals?.length) {
      const totals = (await listSummary(db, source)).totalRow ?? {};
      yield [columns.map((c, i) => (c.key in totals ? cellValue('number', totals[c.key], totals) : i === 0 ? '合计' : null))];
    }
  }
  return streamSheet({
    fileName: sheet.fileName,
    sheetName: sheet.sheetName,
    ...(sheet.tip ? { tip: sheet.tip } : {}),
    headers: columns.map((c) => c.label),
    batches: cells(),
  });
}
