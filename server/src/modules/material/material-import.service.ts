import { formatMessage, MATERIAL_ERR } from '@suanpan/contracts';
import type { Session } from '../../app/auth/session.js';
import type { RequestContext } from '../../app/request-context.js';
import { writeLog } from '../../platform/audit-log.js';
import type { ImportJob } from '../../platform/import/import-job.js';
import type { Sheet } from '../../platform/import/sheet-reader.js';
import { translateBarcodeRace } from './material-barcodes.service.js';
import { checkImport } from './material-import.check.js';
import type { ImportError } from './material-import.validate.js';
import { writeImport } from './material-import.writer.js';
import { assertDepotsGranted } from '../../app/auth/user-scope.js';
import { SHEET_MAX_ROWS, sheetLayout } from './material-sheet.js';

export type ImportOutcome = { ok: true; total: number } | { ok: false; errors: ImportError[] };

/** Validates every row, then writes all of them in one transaction; `job` shows the client how far it is. */
export async function importMaterials(ctx: RequestContext, session: Session, sheet: Sheet, job: ImportJob): Promise<ImportOutcome> {
  const total = sheet.rows.length;
  await job.report('validating', total, 0);
  if (total > SHEET_MAX_ROWS) {
    const message = formatMessage(MATERIAL_ERR.importOverLimit.message, SHEET_MAX_ROWS);
    await job.report('failed', total, 0, message);
    return { ok: false, errors: [{ row: 0, code: MATERIAL_ERR.importOverLimit.code, message }] };
  }
  const t = session.tenantId;
  const { products, newGroups, errors, codes } = await checkImport(ctx.db, t, sheet, await sheetLayout(ctx.db, t));
  if (errors.length) {
    await job.report('failed', total, total, errors[0]?.message);
    return { ok: false, errors };
  }
  await job.report('writing', total, total);
  try {
    // 分配仓库权限: opening stock only in the depots granted to the importing user, as on the product form (403, nothing written).
    await assertDepotsGranted(
      ctx.db,
      session,
      products.flatMap((p) => p.row.stock.map((s) => s.depotId)),
    );
    await translateBarcodeRace(
      () =>
        ctx.db.transaction().execute(async (trx) => {
          await writeImport(trx, session, products, newGroups);
          await writeLog(trx, session, ctx.ip, '商品', `导入商品 ${products.length}个（${total}行）`);
        }),
      codes,
    );
  } catch (error) {
    await job.report('failed', total, total, error instanceof Error ? error.message : '导入失败');
    throw error;
  }
  await job.report('done', total, total, '导入成功');
  return { ok: true, total };
}
