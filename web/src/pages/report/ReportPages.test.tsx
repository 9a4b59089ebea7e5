import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { AccountReport, BuyInReport, CustomerAccount, InOutStockReport, MaterialStock, VendorAccount } from './ReportPages';

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
      'GET /material/getStockValueByCategory': ok({
        showStockPrice: true,
        rows: [{ categoryId: 3, categoryName: '五金工具', currentStock: '97', currentStockPrice: '152' }],
      }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<MaterialStock />);
    expect(await screen.findByText('总库存：97，总库存金额：152，总重量：0', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('152')).toBeTruthy();
    expect(screen.getByText('螺丝')).toBeTruthy();
    expect(screen.getByText('库存金额按类别')).toBeTruthy();
    // The chart (a lazy chunk) draws the category with the server's figure as its label.
    await waitFor(() => expect(screen.getByTestId('report-chart').textContent).toContain('五金工具'), { timeout: 20_000 });
    fireEvent.click(screen.getAllByRole('columnheader').find((h) => h.textContent === '库存')!);
    await waitFor(() => expect(net.callsTo('GET', '/material/getListWithStock').some((c) => c.query.get('column') === 'currentStock')).toBe(true));
    // The chart follows the report's filters, not its page or sort.
    const chartQuery = net.callsTo('GET', '/material/getStockValueByCategory')[0]!.query;
    expect(chartQuery.get('zeroStock')).toBe(net.callsTo('GET', '/material/getListWithStock')[0]!.query.get('zeroStock'));
    expect(chartQuery.get('currentPage')).toBeNull();
  }, 30_000);

  it('商品库存 for a role that may not see stock money: the chart card says so instead of drawing', async () => {
    installFakeFetch({
      'GET /material/getListWithStock': ok({ rows: [], total: 0, currentStock: '0', currentStockPrice: null, currentWeight: '0', showStockPrice: false }),
      'GET /material/getStockValueByCategory': ok({ showStockPrice: false, rows: [] }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<MaterialStock />);
    expect(await screen.findByText('无权查看库存金额', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByTestId('report-chart')).toBeNull();
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

  it('账户统计: the accounts with the totals of getStatistics; 流水 opens the account flow of that account', async () => {
    const net = installFakeFetch({
      'GET /account/listWithBalance': ok({
        rows: [{ id: 7, name: '现金账户', serialNo: 'A1', initialAmount: '100', thisMonthAmount: '30', currentAmount: '130' }],
        total: 1,
      }),
      'GET /account/getStatistics': ok({ allMonthAmount: '30', allCurrentAmount: '130' }),
      'GET /account/exportListWithBalance': { body: 'bytes', headers: { 'content-type': 'application/octet-stream' } },
      'GET /account/exportAccountInOutList': { body: 'bytes', headers: { 'content-type': 'application/octet-stream' } },
      'GET /account/findAccountInOutList': ok({
        rows: [
          {
            accountId: 7,
            headId: 3,
            fromType: 'bill',
            number: 'XSCK00000003',
            type: '销售出库',
            supplierName: '客户1',
            changeAmount: '30',
            balance: '130',
            operTime: '2026-11-02 10:00:00',
            aList: null,
            amList: null,
            remark: null,
          },
        ],
        total: 1,
      }),
    });
    renderWithApp(<AccountReport />);
    expect(await screen.findByText('本月发生总额：30，当前总余额：130', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('现金账户')).toBeTruthy();
    fireEvent.click(screen.getByText('流水'));
    expect(await screen.findByText('XSCK00000003', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('账户流水 - 现金账户')).toBeTruthy();
    expect(net.callsTo('GET', '/account/findAccountInOutList')[0]!.query.get('accountId')).toBe('7');
    // Both export from the server: the accounts of the filters, the flow of that account.
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(net.callsTo('GET', '/account/exportAccountInOutList')[0]?.query.get('accountId')).toBe('7'));
    fireEvent.click(screen.getAllByRole('button', { name: /导\s*出/ })[0]!);
    await waitFor(() => expect(net.callsTo('GET', '/account/exportListWithBalance')).toHaveLength(1));
  }, 30_000);

  it('客户对账: 本期收款 opens the receipts of that customer in the period (历史收款)', async () => {
    const net = installFakeFetch({
      'GET /depotHead/getStatementAccount': ok({
        rows: [{ id: 9, supplier: '客户甲', preNeed: '0', debtMoney: '500', backMoney: '200', allNeed: '300' }],
        total: 1,
        totalRow: { preNeed: '0', allNeed: '300' },
        firstMoney: '0',
        lastMoney: '300',
      }),
      'GET /supplier/findBySelect_cus': ok([]),
      'GET /accountHead/list': ok({
        rows: [
          {
            id: 4,
            billNo: 'SK00000004',
            organName: '客户甲',
            billTimeStr: '2026-11-03',
            totalPrice: '200',
            discountMoney: '0',
            changeAmount: '200',
            status: '1',
          },
        ],
        total: 1,
      }),
    });
    renderWithApp(<CustomerAccount />);
    fireEvent.click(await screen.findByText('200', {}, { timeout: 20_000 }));
    expect(await screen.findByText('SK00000004', {}, { timeout: 20_000 })).toBeTruthy();
    const search = JSON.parse(net.callsTo('GET', '/accountHead/list')[0]!.query.get('search')!) as Record<string, string>;
    expect(search).toMatchObject({ type: '收款', organId: '9' });
    expect(search.beginTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Its own filters add to the partner and period, and 重置 keeps them.
    const dialog = within(screen.getByRole('dialog'));
    // The filters of screens.md §6 HistoryFinancialList.
    for (const label of ['操作员', '单据状态', '财务人员', '账户信息', '单据备注', '销售单号']) expect(dialog.getByLabelText(label)).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('单据编号'), { target: { value: 'SK0004' } });
    fireEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(net.callsTo('GET', '/accountHead/list')).toHaveLength(2));
    const searched = JSON.parse(net.callsTo('GET', '/accountHead/list')[1]!.query.get('search')!) as Record<string, string>;
    expect(searched).toMatchObject({ type: '收款', organId: '9', billNo: 'SK0004', beginTime: search.beginTime });
    fireEvent.click(dialog.getByRole('button', { name: /重\s*置/ }));
    await waitFor(() => expect(net.callsTo('GET', '/accountHead/list')).toHaveLength(3));
    const reset = JSON.parse(net.callsTo('GET', '/accountHead/list')[2]!.query.get('search')!) as Record<string, string>;
    expect(reset).toEqual(search);
  }, 30_000);

  it('商品库存 under 移动平均价: the cost opens 成本价流水 (the flow with stockPriceFlag)', async () => {
    const net = installFakeFetch({
      'GET /material/getListWithStock': ok({
        rows: [{ ...stockRow, purchaseDecimal: '1.25' }],
        total: 1,
        totalRow: {},
        showStockPrice: true,
        moveAvgPriceFlag: true,
      }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
      'GET /depotItem/findDetailByDepotIdsAndMaterialId': ok({ rows: [], total: 0 }),
    });
    renderWithApp(<MaterialStock />);
    fireEvent.click(await screen.findByText('1.25', {}, { timeout: 20_000 }));
    expect(await screen.findByText('成本价流水 - 螺丝', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(net.callsTo('GET', '/depotItem/findDetailByDepotIdsAndMaterialId')[0]?.query.get('stockPriceFlag')).toBe('true'));
  }, 30_000);

  it('供应商对账 asks for 有欠款 first; 欠款详情 says 已付/待付 and opens the payments', async () => {
    const net = installFakeFetch({
      'GET /depotHead/getStatementAccount': ok({
        rows: [{ id: 12, supplier: '供应商乙', preNeed: '0', debtMoney: '50', backMoney: '0', allNeed: '50' }],
        total: 1,
        totalRow: { preNeed: '0', allNeed: '50' },
        firstMoney: '0',
        lastMoney: '50',
      }),
      'POST /supplier/findBySelect_sup': ok([]),
      'GET /depotHead/debtList': ok({ rows: [], total: 0, totalRow: { needDebt: '0', finishDebt: '0', debt: '0' } }),
      'GET /accountHead/list': ok({ rows: [], total: 0 }),
    });
    renderWithApp(<VendorAccount />);
    fireEvent.click(await screen.findByText('详情', {}, { timeout: 20_000 }));
    expect(net.callsTo('GET', '/depotHead/getStatementAccount')[0]!.query.get('hasDebt')).toBe('1');
    const debt = within(await screen.findByRole('dialog'));
    expect((await debt.findAllByText('已付欠款')).length).toBeGreaterThan(0);
    expect(debt.getAllByText('待付欠款').length).toBeGreaterThan(0);
    expect(debt.queryByText('已收欠款')).toBeNull();
    fireEvent.click(debt.getByRole('button', { name: '历史付款' }));
    await waitFor(() => expect(net.callsTo('GET', '/accountHead/list')).toHaveLength(1));
    const search = JSON.parse(net.callsTo('GET', '/accountHead/list')[0]!.query.get('search')!) as Record<string, string>;
    expect(search).toMatchObject({ type: '付款', organId: '12' });
  }, 30_000);

  it('采购统计 filters by 部门 (the tree of the user) and shows 扩展1-3 under the tenant names', async () => {
    const net = installFakeFetch({
      'GET /depotItem/buyIn': ok({ rows: [], total: 0, totalRow: {} }),
      'GET /organization/getAllOrganizationTreeByUser': ok([{ id: 3, key: 3, value: 3, title: '采购部', children: [] }]),
      'GET /materialProperty/getAllList': ok([{ id: 1, nativeName: '自定义1', anotherName: '产地', enabled: true, sort: '1' }]),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<BuyInReport />);
    expect((await screen.findAllByText('产地', {}, { timeout: 20_000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('扩展2').length).toBeGreaterThan(0);
    fireEvent.mouseDown(screen.getByLabelText('部门'));
    fireEvent.click(await screen.findByText('采购部'));
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(net.callsTo('GET', '/depotItem/buyIn').some((c) => c.query.get('organizationId') === '3')).toBe(true));
  }, 30_000);
});
