import type { Kysely } from 'kysely';
import type { Session } from '../../app/auth/session.js';
import type { Database } from '../../db/schema.js';
import { exportList, sheetTip } from '../../platform/list/list-export.js';
import { listPage, listSummary, type ListOrder, type PageParams } from '../../platform/list/list-source.js';
import { depotSet, reportScope, type ReportScope } from './report-scope.js';
import { inOutStockSource, materialDepotStockByPeriod, periodPlan, type InOutStockFilter } from './in-out-stock.query.js';
import { materialFlowSource, type FlowFilter } from './material-flow.query.js';
import { materialStockSource, type MaterialStockFilter } from './stock-report.query.js';
import { depotStockSource, depotsWithStock, stockWarningSource } from './stock-warning.query.js';
import { categoryStockValues } from './stock-value.query.js';

type Db = Kysely<Database>;
type WithDepots<F> = Omit<F, 'depots'> & { depotIds?: string[] | undefined };

async function scoped<F extends { depotIds?: string[] | undefined }>(db: Db, session: Session, f: F): Promise<[ReportScope, string[] | null]> {
  const scope = await reportScope(db, session);
  return [scope, depotSet(scope, f.depotIds)];
}

export async function materialStock(db: Db, session: Session, f: WithDepots<MaterialStockFilter>, page: PageParams, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  const data = await listPage(db, materialStockSource(scope, { ...f, depots }), page, order);
  const totals = data.totalRow ?? {};
  return {
    ...data,
    currentStock: totals.currentStock ?? '0',
    currentStockPrice: scope.showStockPrice ? (totals.currentStockPrice ?? '0') : null,
    currentWeight: totals.currentWeight ?? '0',
    showStockPrice: scope.showStockPrice,
    moveAvgPriceFlag: scope.flags.moveAvgPrice,
  };
}

/** 库存金额按类别 for the 商品库存 chart, under the report's filters. */
export async function stockValueByCategory(db: Db, session: Session, f: WithDepots<MaterialStockFilter>) {
  const [scope, depots] = await scoped(db, session, f);
  return { showStockPrice: scope.showStockPrice, rows: await categoryStockValues(db, scope, { ...f, depots }) };
}

export async function exportMaterialStock(db: Db, session: Session, f: WithDepots<MaterialStockFilter>, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  return exportList(db, materialStockSource(scope, { ...f, depots }), {
    fileName: '商品库存.xlsx',
    sheetName: '商品库存',
    order,
    tip: sheetTip('商品库存'),
    totals: true,
  });
}

export async function inOutStock(db: Db, session: Session, f: WithDepots<InOutStockFilter>, page: PageParams, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  const source = inOutStockSource(scope, { ...f, depots }, await periodPlan(db, scope.tenantId, { ...f, depots }));
  return { ...(await listPage(db, source, page, order)), showStockPrice: scope.showStockPrice };
}

export async function exportInOutStock(db: Db, session: Session, f: WithDepots<InOutStockFilter>, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  const source = inOutStockSource(scope, { ...f, depots }, await periodPlan(db, scope.tenantId, { ...f, depots }));
  return exportList(db, source, { fileName: '进销存统计.xlsx', sheetName: '进销存统计', order, tip: sheetTip('进销存统计', f), totals: true });
}

/** 本期总结存 and 总结存金额 as of the end day (the closing figures do not depend on the first day). */
export async function inOutStockTotals(db: Db, session: Session, f: WithDepots<Omit<InOutStockFilter, 'beginTime'>>) {
  const [scope, depots] = await scoped(db, session, f);
  const plan = await periodPlan(db, scope.tenantId, { depots, beginTime: f.endTime, endTime: f.endTime });
  const summary = await listSummary(db, inOutStockSource(scope, { ...f, beginTime: f.endTime, depots }, plan));
  return {
    totalStock: summary.totalRow?.thisSum ?? '0',
    totalCount: scope.showStockPrice ? (summary.totalRow?.thisAllPrice ?? '0') : null,
    showStockPrice: scope.showStockPrice,
  };
}

export async function materialDepotStockAt(
  db: Db,
  session: Session,
  q: { materialId: number; depotIds?: string[] | undefined; beginTime: string; endTime: string; unitPrice?: string | undefined },
) {
  const [scope, depots] = await scoped(db, session, q);
  return materialDepotStockByPeriod(db, scope, { ...q, depots });
}

export async function materialFlow(db: Db, session: Session, f: WithDepots<FlowFilter>, page: PageParams) {
  const [scope, depots] = await scoped(db, session, f);
  return listPage(db, materialFlowSource(scope, { ...f, depots }), page);
}

export async function exportMaterialFlow(db: Db, session: Session, f: WithDepots<FlowFilter>) {
  const [scope, depots] = await scoped(db, session, f);
  const title = f.costView ? '成本价流水' : '商品流水';
  return exportList(db, materialFlowSource(scope, { ...f, depots }), {
    fileName: `${title}.xlsx`,
    sheetName: title,
    tip: sheetTip(title, f),
    totals: true,
  });
}

export async function stockWarning(db: Db, session: Session, f: WithDepots<Parameters<typeof stockWarningSource>[1]>, page: PageParams, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  return listPage(db, stockWarningSource(scope, { ...f, depots }), page, order);
}

export async function exportStockWarning(db: Db, session: Session, f: WithDepots<Parameters<typeof stockWarningSource>[1]>, order?: ListOrder) {
  const [scope, depots] = await scoped(db, session, f);
  return exportList(db, stockWarningSource(scope, { ...f, depots }), { fileName: '库存预警.xlsx', sheetName: '库存预警', order, tip: sheetTip('库存预警') });
}

/** 库存分布 now: one page of the product's depots holding stock, in the depot scope (as `/material/getMaterialDepotStock`'s T rows). */
export async function materialDepotStockNow(db: Db, session: Session, q: { materialId: number; depotIds?: string[] | undefined }, page: PageParams) {
  const [scope, depots] = await scoped(db, session, q);
  const { rows, total } = await listPage(db, depotStockSource(scope, { materialId: q.materialId, depots }), page);
  return { rows, total };
}

export async function allDepotsWithStock(db: Db, session: Session, materialId: number) {
  const scope = await reportScope(db, session);
  return depotsWithStock(db, session.tenantId, materialId, scope.depots);
}

/** The creators the caller's role lets them see: '' (everyone), their own id, or the department's ids. */
export async function creatorsOfCurrentUser(db: Db, session: Session): Promise<string> {
  const scope = await reportScope(db, session);
  return scope.creators === null ? '' : scope.creators.join(',');
}

/** 修正库存日汇总: the tenant's stock days set to the recomputation from the ledger; answers the rows it changed. */
