import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { addFormSheet, newWorkbook, numberCell, QTY_FORMAT, workbookReply } from '../../platform/export/styled-sheet.js';
import { companyName } from '../../platform/tenant-config.js';
import { countDifferenceReport } from './stock-check.service.js';

/** 盘点差异表: the count-difference report as a printed sheet (company, count number and time, lines, signatures). */
export async function countDifferenceSheet(db: Kysely<Database>, session: Session, id: number) {
  const report = await countDifferenceReport(db, session, id);
  const workbook = newWorkbook();
  addFormSheet(workbook, {
    sheetName: '盘点差异',
    company: await companyName(db, session.tenantId),
    title: '盘点差异表',
    info: [
      ['盘点单号', report.number],
      ['盘点时间', report.operTime],
      ['盘盈/盘亏', `${report.gainLines} / ${report.lossLines} 项`],
    ],
    columns: [
      { header: '序号', width: 6 },
      { header: '条码', width: 16 },
      { header: '名称', width: 18 },
      { header: '规格', width: 12 },
      { header: '型号', width: 12 },
      { header: '单位', width: 6 },
      { header: '仓库', width: 12 },
      { header: '账面数量', width: 10, numFmt: QTY_FORMAT },
      { header: '实盘数量', width: 10, numFmt: QTY_FORMAT },
      { header: '差异', width: 10, numFmt: QTY_FORMAT },
      { header: '盘盈/盘亏', width: 10 },
    ],
    rows: report.rows.map((r, i) => [
      i + 1,
      r.barCode,
      r.name,
      r.standard,
      r.model,
      r.unit,
      r.depotName,
      numberCell(r.bookNumber),
      numberCell(r.countedNumber),
      numberCell(r.difference),
      r.result,
    ]),
    signatures: ['盘点人：', '复核人：', '仓库主管：'],
  });
  return workbookReply(workbook, `盘点差异_${report.number}.xlsx`);
}
