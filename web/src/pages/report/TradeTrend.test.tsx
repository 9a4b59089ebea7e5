import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { BuyInReport, SaleOutReport } from './ReportPages';

// The trend above 采购/销售/零售统计: drawn from `<url>Trend` with the report's filters (not its page or sort).

const lookups = {
  'GET /depot/findDepotByCurrentUser': ok([]),
  'GET /materialCategory/getMaterialCategoryTree': ok([]),
  'GET /supplier/findBySelect_cus': ok([]),
  'GET /supplier/findBySelect_sup': ok([]),
};
const emptyTable = ok({ rows: [], total: 0, realityPriceTotal: '50', totalRow: { outInSumPrice: '50' } });

describe('trade report trends', () => {
  it("销售统计: the period's days as bars with the server's figures, asked with the report's own query", async () => {
    const net = installFakeFetch({
      ...lookups,
      'GET /depotItem/saleOut': emptyTable,
      'GET /depotItem/saleOutTrend': ok({
        priceHidden: false,
        unit: 'day',
        points: [
          { x: '2026-03-05', y: '60' },
          { x: '2026-03-06', y: '-10' },
        ],
      }),
    });
    renderWithApp(<SaleOutReport />);
    expect(await screen.findByText('实际销售金额趋势', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('report-chart').textContent).toBe('60-10'), { timeout: 20_000 });
    const trend = net.callsTo('GET', '/depotItem/saleOutTrend')[0]!.query;
    const table = net.callsTo('GET', '/depotItem/saleOut')[0]!.query;
    expect(trend.get('beginTime')).toBe(table.get('beginTime'));
    expect(trend.get('endTime')).toBe(table.get('endTime'));
    expect(trend.get('currentPage')).toBeNull();
  }, 30_000);

  it('采购统计 for a role that may not see purchase money, and a period without bills: the card says which', async () => {
    installFakeFetch({
      ...lookups,
      'GET /depotItem/buyIn': emptyTable,
      'GET /depotItem/buyInTrend': ok({ priceHidden: true, unit: 'day', points: [] }),
    });
    const view = renderWithApp(<BuyInReport />);
    expect(await screen.findByText('无权查看采购金额', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('report-chart')).toBeNull();
    view.unmount();
    installFakeFetch({
      ...lookups,
      'GET /depotItem/buyIn': emptyTable,
      'GET /depotItem/buyInTrend': ok({ priceHidden: false, unit: 'month', points: [{ x: '2026-03', y: '0' }] }),
    });
    renderWithApp(<BuyInReport />);
    expect(await screen.findByText('所选期间没有采购单据', {}, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
