import { repairRoute } from '../../platform/kept/repair-route.js';
import { materialContract } from '@suanpan/contracts';
import { LOGIN, route } from '../../app/route.js';
import { repairBillDays } from './bill-day.repository.js';
import { repairBillLineDays } from './bill-line-day.repository.js';
import { repairBillLines } from './bill-line-head.repository.js';
import { sessionOf, type RequestContext } from '../../app/request-context.js';
import { DASHBOARD_MASK_CODE, loadDataScope } from '../../app/auth/data-scope.js';
import { periodFigures, sixMonths, type DashboardFilter } from './dashboard.query.js';
import { loadFlags } from '../../platform/tenant-config.js';

async function filterOf(ctx: RequestContext): Promise<{ filter: DashboardFilter; masked: (k: keyof typeof DASHBOARD_MASK_CODE) => boolean } | undefined> {
  const s = sessionOf(ctx);
  if (s.isPlatform) return undefined;
  const [scope, flags] = [await loadDataScope(ctx.db, s), await loadFlags(ctx.db, s.tenantId)];
  return {
    filter: { tenantId: s.tenantId, creators: scope.creators, auditedOnly: flags.forceApproval },
    masked: (k) => scope.priceLimits.has(DASHBOARD_MASK_CODE[k]),
  };
}

const KEY = { buy: 'Buy', sale: 'Sale', retail: 'RetailSale' } as const;

/** Home-page figures (reports.md §12) for every signed-in user; the platform admin gets `{}`. */
export const dashboardRoutes = [
  route({
    method: 'GET',
    url: '/depotHead/getBuyAndSaleStatistics',
    access: LOGIN,
    summary: '首页统计',
    handler: async (ctx) => {
      const f = await filterOf(ctx);
      if (!f) return {};
      const figures = await periodFigures(ctx.db, f.filter);
      const out: Record<string, string> = {};
      for (const [period, values] of Object.entries(figures)) {
        for (const k of ['buy', 'sale', 'retail'] as const) out[`${period}${KEY[k]}`] = f.masked(k) ? '***' : values[k];
      }
      return out;
    },
  }),
  route({
    method: 'GET',
    url: '/depotItem/buyOrSalePrice',
    access: LOGIN,
    summary: '首页六个月图表',
    handler: async (ctx) => {
      const f = await filterOf(ctx);
      if (!f) return {};
      const months = await sixMonths(ctx.db, f.filter);
      const series = (k: 'buy' | 'sale' | 'retail') => months.map((m) => ({ x: m.month, y: f.masked(k) ? '***' : m[k] }));
      return { buyPriceList: series('buy'), salePriceList: series('sale'), retailPriceList: series('retail') };
    },
  }),
  repairRoute({ url: '/depotHead/repairBillDays', page: materialContract.page, summary: '修正单据日汇总', repair: repairBillDays }),
  repairRoute({ url: '/depotItem/repairBillLines', page: materialContract.page, summary: '修正单据明细的单据列', repair: repairBillLines }),
  repairRoute({ url: '/depotItem/repairBillLineDays', page: materialContract.page, summary: '修正单据明细日汇总', repair: repairBillLineDays }),
];
