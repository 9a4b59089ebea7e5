import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { InOutStockReport, MaterialStock } from './ReportPages';

const stockRow = {
  id: 5,
  materialId: 5,
  mBarCode: 'S001',
  barCode: 'S001',
  name: '螺丝',
  materialName: '螺丝',
  unitName: '个',
  purchaseDecimal: '1',
  initialStock: '8',
  currentStock: '70',
  currentStockPrice: '70',
  currentWeight: '0',
};

describe('report screens', () => {
  it('商品库存: rows, the summary and the 合计 row come from the server; a column sorts on the server', async () => {
    const net = installFakeFetch({
      'GET /material/getListWithStock': ok({
        rows: [stockRow],
        total: 31,
        totalRow: { currentStock: '97', currentStockPrice: '152', currentWeight: '0' },
        currentStock: '97',
        currentStockPrice: '152',
        currentWeight: '0',
        showStockPrice: true,
        moveAvgPriceFlag: false,
      }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<MaterialStock />);
    expect(await screen.findByText('总库存：97，总库存金额：152，总重量：0', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('152')).toBeTruthy();
    expect(screen.getByText('螺丝')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('columnheader').find((h) => h.textContent === '库存')!);
    await waitFor(() => expect(net.callsTo('GET', '/material/getListWithStock').some((c) => c.query.get('column') === 'currentStock')).toBe(true));
  }, 30_000);

  it('进销存统计 asks for its period: the default last month is sent', async () => {
    const net = installFakeFetch({
      'GET /depotItem/getInOutStock': ok({ rows: [], total: 0, totalRow: { thisSum: '0' }, showStockPrice: true }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<InOutStockReport />);
    await waitFor(() => expect(net.callsTo('GET', '/depotItem/getInOutStock').length).toBeGreaterThan(0), { timeout: 20_000 });
    const q = net.callsTo('GET', '/depotItem/getInOutStock')[0]!.query;
    expect(q.get('beginTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(q.get('endTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 30_000);
});
