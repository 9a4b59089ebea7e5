import type { CellValue } from 'exceljs';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RawReply } from '../../app/route.js';
import { streamSheet } from '../export/sheet-writer.js';
import { listSummary, orderTerms, presentRows, sliceRows, sliceSql, type CellFormat, type ListOrder, type ListSource, type Row } from './list-source.js';
import { readCarriedSummary, type ListSummary } from './list-summary.js';

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

/**
 * What `produce` emits, as an async generator: each emit waits until the consumer has taken the value, so at
 * most one value waits while the consumer works on the one before. A consumer that stops early makes the
 * producer's next emit throw (a transaction around it rolls back); a producer's error reaches the consumer.
 */
export async function* handOver<T>(produce: (emit: (value: T) => Promise<void>) => Promise<void>): AsyncGenerator<T> {
  const queue: Array<{ value: T; taken: () => void }> = [];
  let wake: (() => void) | undefined;
  let stopped = false;
  let finished = false;
  let failure: { error: unknown } | undefined;
  const stop = new Error('export stopped by its reader');
  const done = produce(async (value) => {
    if (stopped) throw stop;
    await new Promise<void>((taken) => {
      queue.push({ value, taken });
      wake?.();
    });
    if (stopped) throw stop;
  }).then(
    () => void (finished = true),
    (error: unknown) => void ((failure = { error }), (finished = true)),
  );
  const settled = done.then(() => wake?.());
  try {
    for (;;) {
      const item = queue.shift();
      if (item) {
        item.taken();
        yield item.value;
      } else if (finished) {
        if (failure && failure.error !== stop) throw failure.error;
        return;
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    }
  } finally {
    stopped = true;
    for (const item of queue.splice(0)) item.taken();
    await settled;
  }
}

/**
 * Every row of an `readOnce` source in its order, presented, a batch at a time from one statement read through
 * a cursor in its own transaction: the aggregate is computed once (keyset batches would recompute all of it per
 * batch) and memory holds one batch. The count and the 合计 figures come on the rows (`carriedSummarySql`), so
 * `summary` receives them without a second computation of the list.
 */
export function onceBatches<R extends Row>(
  db: Kysely<any>,
  source: ListSource<R>,
  options: { order?: ListOrder | undefined; batchSize?: number; summary?: (s: ListSummary) => void },
): AsyncGenerator<R[]> {
  const terms = orderTerms(source, options.order);
  const size = options.batchSize ?? EXPORT_BATCH;
  const totals = source.totals ?? [];
  return handOver<R[]>((emit) =>
    db.transaction().execute(async (trx) => {
      await sql`declare list_export no scroll cursor for ${sliceSql(source, { terms, withSummary: totals })}`.execute(trx);
      for (let first = true; ; first = false) {
        const { rows } = await sql<Row>`fetch forward ${sql.lit(size)} from list_export`.execute(trx);
        if (first) options.summary?.(readCarriedSummary(rows[0], totals));
        if (rows.length > 0) await emit(await presentRows(source, rows));
        if (rows.length < size) return;
      }
    }),
  );
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

/** A report's title row of a spreadsheet: its name and, when it has one, the period. */
export function sheetTip(title: string, period?: { beginTime?: string | undefined; endTime?: string | undefined }): string {
  if (!period?.beginTime && !period?.endTime) return title;
  return `${title}  单据日期：${period.beginTime ?? ''} 至 ${period.endTime ?? ''}`;
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
 * as its pages, streamed in keyset batches. The order and the first batch are checked before the first byte is sent.
 */
export function exportList(db: Kysely<any>, source: ListSource<any>, sheet: ListSheet): Promise<RawReply> {
  orderTerms(source, sheet.order);
  const columns = source.columns ?? [];
  async function* cells() {
    let summary: ListSummary | undefined;
    const batches = source.readOnce
      ? onceBatches(db, source, { order: sheet.order, summary: (s) => void (summary = s) })
      : listBatches(db, source, { order: sheet.order });
    for await (const batch of batches) yield batch.map((row: Row) => columns.map((c) => cellValue(c.format, row[c.key], row)));
    if (sheet.totals && source.totals?.length) {
      const totals = (summary ?? (await listSummary(db, source))).totalRow ?? {};
      yield [
        columns.map((c, i) => {
          const key = c.totalKey ?? c.key;
          return key in totals ? cellValue('number', totals[key], totals) : i === 0 ? '合计' : null;
        }),
      ];
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
