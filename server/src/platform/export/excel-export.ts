import { PassThrough } from 'node:stream';
import { type AnyField, type ResourceContract } from '@suanpan/contracts';
import ExcelJS from 'exceljs';
import type { Session } from '../../app/auth/session.js';
import type { RequestContext } from '../../app/request-context.js';
import { RawReply } from '../../app/route.js';
import type { ResourceDefinition, Row } from '../resource/define-resource.js';
import { applySort, type ListParams } from '../resource/list-query.js';
import { filteredQuery } from '../resource/resource-service.js';
import { selectionOf, toApiRow } from '../resource/row-mapping.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Rows are read and written a batch at a time so memory stays flat however long the list is.
const BATCH = 1000;

interface Column {
  key: string;
  field: AnyField;
}

/** The exported columns: every field of the resource, headed by its Chinese label. */
export function exportColumns(contract: ResourceContract): Column[] {
  return Object.entries(contract.fields).map(([key, field]) => ({ key, field }));
}

/** Spreadsheet cell for a response value: numbers stay numbers only when exact, status reads 启用/禁用. */
export function cellValue(contract: ResourceContract, key: string, field: AnyField, value: unknown): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (field.kind === 'bool') {
    if (key === contract.statusField) return value ? '启用' : '禁用';
    return value ? '是' : '否';
  }
  if (field.kind === 'decimal') {
    const text = String(value);
    return String(Number(text)) === text ? Number(text) : text;
  }
  if (field.kind === 'int' || field.kind === 'id') return Number(value);
  return String(value);
}

/** `Content-Disposition` that keeps a Chinese file name intact in every browser. */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Streams the filtered, sorted rows of a list (the same rows `/list` pages through) as an .xlsx
 * workbook: one sheet, a header row of field labels, one row per record.
 */
export async function exportResource(ctx: RequestContext, session: Session, def: ResourceDefinition, params: ListParams, search: Row): Promise<RawReply> {
  const { contract, table } = def;
  const columns = exportColumns(contract);
  const base = await filteredQuery(ctx, session, def, search);
  // Fail before any byte is sent when the query itself is wrong (bad sort column and the like).
  const sorted = applySort(base.select(selectionOf(table, contract.fields)), table, contract, params);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(contract.label);
  sheet.addRow(columns.map((c) => c.field.label)).commit();

  const write = async () => {
    for (let offset = 0; ; offset += BATCH) {
      const page = (await sorted.limit(BATCH).offset(offset).execute()) as Row[];
      let rows = page.map((r) => toApiRow(contract.fields, r));
      if (def.hooks?.decorateRows) rows = await def.hooks.decorateRows(ctx, session, rows);
      for (const row of rows) sheet.addRow(columns.map((c) => cellValue(contract, c.key, c.field, row[c.key]))).commit();
      if (page.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return new RawReply(out, XLSX_TYPE, { 'Content-Disposition': attachmentHeader(`${contract.label}.xlsx`) });
}
