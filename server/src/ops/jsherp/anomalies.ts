import ExcelJS from 'exceljs';

/**
 * The kinds of dirt a jshERP database collects (it declares no foreign keys) and what the import does with each
 * (docs/migration.md, "Dirty data"): a tenant is never refused for them; every affected row is reported.
 */
export const ANOMALY = {
  orphanLink: '孤立关联，已丢弃 (link to a row that is gone: dropped)',
  placeholder: '引用的行已不存在，指向占位行 (reference to a row that is gone: resolved to a deleted placeholder)',
  orphanLine: '表头已不存在，跳过 (line whose header is gone: skipped)',
  missingCreator: '制单人已不存在，记为租户所有者 (creator gone: the tenant owner)',
  clearedReference: '引用的行已不存在，已清空 (optional reference to a row that is gone: cleared)',
  goneSettledBill: '结算的单据已不存在，改为结算期初 (settled bill is gone: settles the opening balance)',
  missingOwner: '租户所有者已不存在，新建无密码的所有者 (owner user is gone: a new owner without a password)',
  duplicateCode: '条码、单号或登录名重复或为空，已加后缀 (duplicate or empty barcode, bill number or login: suffixed)',
  straySpaces: '首尾空格，已去掉 (stray spaces: trimmed)',
  nullDate: '日期为空或无效，已补 (NULL or zero date: filled)',
  emptyNumber: '数字字段为空或不是数字，按 0 或空 (empty or non-numeric number: 0 or NULL)',
  headerTotal: '表头合计与明细不符，按明细 (header total disagrees with its lines: the lines win)',
  negativeStock: '负库存（jshERP 中超卖），照原样导入 (negative stock, oversold in jshERP: imported as it was)',
  oddCharacters: '控制字符，已去掉 (control characters: stripped)',
  truncated: '文本超长，已截断 (text too long: truncated)',
} as const;

export type AnomalyKind = keyof typeof ANOMALY;

/** One affected source row: where it is, and what was done with it. */
export interface Anomaly {
  kind: AnomalyKind;
  table: string;
  id: string;
  action: string;
}

/** Count per kind, in the order of {@link ANOMALY}. */
export function countByKind(anomalies: readonly Anomaly[]): Array<{ kind: AnomalyKind; label: string; n: number }> {
  return (Object.keys(ANOMALY) as AnomalyKind[])
    .map((kind) => ({ kind, label: ANOMALY[kind], n: anomalies.filter((a) => a.kind === kind).length }))
    .filter((c) => c.n > 0);
}

export const ANOMALY_HEADERS = ['租户 tenant', '类别 kind', '表 table', 'id', '处理 what was done'] as const;

/** Every affected row of every tenant into one .xlsx file, row by row through exceljs's streaming writer. */
export async function writeAnomalySheet(file: string, tenants: ReadonlyArray<{ loginName: string; anomalies: readonly Anomaly[] }>): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('导入异常 anomalies');
  sheet.addRow([...ANOMALY_HEADERS]).commit();
  for (const t of tenants) for (const a of t.anomalies) sheet.addRow([t.loginName, ANOMALY[a.kind], a.table, a.id, a.action]).commit();
  sheet.commit();
  await workbook.commit();
}
