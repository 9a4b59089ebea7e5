import { z } from 'zod';
import { answers, type ApiMap } from './contract.js';

/** A home-page figure: a decimal string, or `***` when the role's price masking hides it. */
export const figureSchema = z.string();

const PERIODS = ['today', 'yesterday', 'month', 'year'] as const;
const SERIES = ['Buy', 'Sale', 'RetailSale'] as const;

/** 首页统计 (reports.md §12): `todayBuy`, `monthSale`, …; empty for the platform administrator. */
export const buyAndSaleStatisticsSchema = z
  .object(
    Object.fromEntries(PERIODS.flatMap((p) => SERIES.map((s) => [`${p}${s}`, figureSchema]))) as Record<
      `${(typeof PERIODS)[number]}${(typeof SERIES)[number]}`,
      typeof figureSchema
    >,
  )
  .partial();

export const chartPointSchema = z.object({ x: z.string(), y: figureSchema });

/** 首页六个月图表: one point per month and series; empty for the platform administrator. */
export const buyOrSalePriceSchema = z
  .object({ buyPriceList: z.array(chartPointSchema), salePriceList: z.array(chartPointSchema), retailPriceList: z.array(chartPointSchema) })
  .partial();

export type BuyAndSaleStatistics = z.infer<typeof buyAndSaleStatisticsSchema>;
export type ChartPoint = z.infer<typeof chartPointSchema>;
export type BuyOrSalePrice = z.infer<typeof buyOrSalePriceSchema>;

/** What a repair of kept figures answers: how many kept rows it changed, and the message saying so. */
const repaired = answers(z.object({ changed: z.number().int(), message: z.string() }));

export const homeFiguresApi = {
  'GET /depotHead/getBuyAndSaleStatistics': answers(buyAndSaleStatisticsSchema),
  'POST /depotHead/repairBillDays': repaired,
  'POST /depotItem/repairBillLines': repaired,
  'POST /depotItem/repairBillLineDays': repaired,
  'GET /depotItem/buyOrSalePrice': answers(buyOrSalePriceSchema),
} satisfies ApiMap;
