import { BILL_KINDS, BILL_PREFIXES, type BillPrefix } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellContext } from '../../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { BILL_COLUMNS, BILL_FILTERS, BILL_TOOLS, layoutOf } from './billListLayout';
import { BillListPage } from './BillListPage';

const saleOut = {
  id: 1,
  prefix: 'XSCK',
  number: 'XSCK00000000001',
  organName: '客户甲',
  materialsList: '螺丝',
  operTimeStr: '2025-01-02 10:00:00',
  userName: '张三',
  materialCount: '2',
  totalPrice: '20',
  totalTaxLastMoney: '20',
  changeAmount: '5',
  debt: '15',
  lastDebt: '15',
  needOutMoney: '20',
  status: '1',
};
const order = {
  id: 7,
  prefix: 'CGDD',
  number: 'CGDD00000000007',
  organName: '供应商乙',
  materialsList: '扳手',
  operTimeStr: '2025-01-03 10:00:00',
  userName: '张三',
  materialCount: '1',
  totalPrice: '10',
  changeAmount: '3',
  lastDeposit: '3',
  remark: '旧备注',
  status: '1',
};

function serve(rows: object[]) {
  return installFakeFetch({
    'GET /depotHead/list': ok({ rows, total: rows.length }),
    'GET /depot/findDepotByCurrentUser': ok([{ id: 1, depotName: '仓库1', isDefault: true }]),
    'GET /account/getAccount': ok({
      accountList: [
        { id: 3, name: '现金' },
        { id: 4, name: '银行' },
      ],
    }),
    'GET /user/getUserList': ok([{ id: 9, userName: '张三' }]),
    'GET /person/getPersonByNumType': ok([{ value: '21', text: '李销售' }]),
    'GET /systemConfig/getCurrentInfo': ok({ purchaseBySaleFlag: '0', inOutManageFlag: '0' }),
    'POST /supplier/findBySelect_cus': ok([]),
    'POST /supplier/findBySelect_sup': ok([]),
    'PUT /depotHead/quickEdit': ok({ message: '保存成功' }),
    'POST /depotHead/batchSetLastDebt': ok({ message: '修正欠款完成', corrected: 1, numbers: ['XSCK00000000001'] }),
    'POST /productionOrder/purchaseOrders': ok({
      bills: [
        { id: 1, number: 'CGDD1', status: '0', message: '' },
        { id: 2, number: 'CGDD2', status: '0', message: '' },
      ],
      message: '已生成2张采购订单',
    }),
    'GET /productionOrder/materialPlan': ok({
      rows: [
        {
          materialId: 3,
          barCode: 'S1',
          name: '螺丝',
          standard: null,
          model: null,
          unit: '个',
          purchasePrice: '1',
          required: '44',
          stock: '28',
          onOrder: '6',
          shortfall: '10',
          supplierId: 5,
          supplierName: '甲供应商',
        },
      ],
    }),
  });
}

function renderList(prefix: BillPrefix, btnStr = '1,2,3,7') {
  return renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: BILL_KINDS[prefix].page, btnStr }] }}>
      <BillListPage prefix={prefix} />
    </ShellContext.Provider>,
  );
}

const lastSearch = (net: ReturnType<typeof serve>) =>
  JSON.parse(net.callsTo('GET', '/depotHead/list').at(-1)?.query.get('search') ?? '{}') as Record<string, unknown>;
const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
};

beforeEach(() => window.localStorage.clear());

const filtersOf = (prefix: BillPrefix) => layoutOf(BILL_FILTERS, BILL_KINDS[prefix]);

describe('bill list filters (screens §3.2)', () => {
  it("every kind's list screen has its filters and columns, and no layout names a screen no kind has", () => {
    const screens = BILL_PREFIXES.map((p) => BILL_KINDS[p].screen);
    for (const screen of screens) {
      expect(BILL_FILTERS[screen], screen).toBeDefined();
      expect(BILL_COLUMNS[screen], screen).toBeDefined();
    }
    for (const table of [BILL_FILTERS, BILL_COLUMNS, BILL_TOOLS]) expect(Object.keys(table).filter((s) => !screens.includes(s))).toEqual([]);
  });

  it('each kind gets exactly its filters: debt filters only on receipts and issues, salesman only on sales', () => {
    expect(filtersOf('XSCK')).toEqual([
      'number',
      'materialParam',
      'operTime',
      'organId',
      'depotId',
      'creator',
      'linkOrder',
      'accountId',
      'hasDebt',
      'hasLastDebt',
      'status',
      'salesMan',
      'remark',
    ]);
    expect(filtersOf('CGDD')).toEqual(['number', 'materialParam', 'operTime', 'organId', 'creator', 'linkApply', 'linkOrder', 'accountId', 'status', 'remark']);
    expect(filtersOf('CGTH')).not.toContain('hasDebt');
    expect(filtersOf('XSTH')).toContain('salesMan');
    expect(filtersOf('CGRK')).not.toContain('salesMan');
    expect(filtersOf('LSCK')).toContain('accountId');
    expect(filtersOf('DBCK')).not.toContain('accountId');
  });

  it('sends salesman, account and both debt filters as the list search', async () => {
    const net = serve([saleOut]);
    renderList('XSCK');
    await screen.findByText('XSCK00000000001');
    for (const label of ['关联订单', '结算账户', '本次欠款', '最终欠款', '销售人员']) expect(screen.getByLabelText(label)).toBeTruthy();
    await choose('销售人员', '李销售');
    await choose('结算账户', '银行');
    await choose('最终欠款', '有欠款');
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(lastSearch(net)).toMatchObject({ type: '出库', subType: '销售', salesMan: 21, accountId: 4, hasLastDebt: '1' }));
    expect(lastSearch(net)).not.toHaveProperty('hasDebt');
  }, 20_000);

  it('shows 最终欠款 by default, the debt hint, and 待收金额 through 列设置', async () => {
    serve([saleOut]);
    renderList('XSCK');
    await screen.findByText('XSCK00000000001');
    expect(screen.getAllByText('最终欠款').length).toBeGreaterThan(1);
    expect(screen.queryByRole('columnheader', { name: '待收金额' })).toBeNull();
    expect(screen.getByText('15', { selector: '.bill-debt-open' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /列设置/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: '待收金额' }));
    expect(await screen.findByRole('columnheader', { name: '待收金额' })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem('bill-columns:XSCK') ?? '[]')).toContain('needOutMoney');
  }, 20_000);
});

describe('list tools', () => {
  it('修改备注 needs exactly one row and saves the remark with the number read-only', async () => {
    const net = serve([order, { ...order, id: 8, number: 'CGDD00000000008' }]);
    renderList('CGDD');
    await screen.findByText('CGDD00000000007');
    const quickEdit = async () => {
      fireEvent.click(screen.getByRole('button', { name: /更多操作/ }));
      fireEvent.click(await screen.findByText('修改备注'));
    };
    await quickEdit();
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    const rowOf = (n: string) => screen.getByText(n).closest('tr') as HTMLElement;
    fireEvent.click(within(rowOf('CGDD00000000007')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('CGDD00000000008')).getByRole('checkbox'));
    await quickEdit();
    expect(await screen.findByText('只能选择一条数据进行快捷编辑')).toBeTruthy();
    fireEvent.click(within(rowOf('CGDD00000000008')).getByRole('checkbox'));
    await quickEdit();
    const dialog = await screen.findByRole('dialog');
    const number = within(dialog).getByLabelText('单据编号') as HTMLInputElement;
    expect(number.value).toBe('CGDD00000000007');
    expect(number.readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '改过的备注' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(net.callsTo('PUT', '/depotHead/quickEdit')[0]?.body).toEqual({ id: 7, remark: '改过的备注' });
  }, 20_000);

  it('修正欠款 asks first and reports what the server corrected', async () => {
    const net = serve([saleOut]);
    renderList('XSCK');
    const row = (await screen.findByText('XSCK00000000001')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '修正欠款' }));
    expect(await screen.findByText('是否对选中的数据修正欠款?')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修正欠款完成，已修正1张单据')).toBeTruthy();
    expect(net.callsTo('POST', '/depotHead/batchSetLastDebt')[0]?.body).toEqual({ ids: '1' });
  }, 20_000);

  it('生产订单: 物料计划 opens the plan of the ticked orders, 生成采购订单 asks first; 关闭 is there', async () => {
    const net = serve([{ ...order, id: 9, prefix: 'SCDD', number: 'SCDD00000000009', organName: null }]);
    renderList('SCDD');
    fireEvent.click(await screen.findByRole('button', { name: '物料计划' }));
    expect(screen.getByRole('button', { name: /^关\s*闭$/ })).toBeTruthy();
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    const row = (await screen.findByText('SCDD00000000009')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '物料计划' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('螺丝')).toBeTruthy();
    expect(net.callsTo('GET', '/productionOrder/materialPlan')[0]?.query.get('ids')).toBe('9');
    fireEvent.click(within(dialog).getByRole('button', { name: /生成采购订单/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('已生成2张采购订单：CGDD1，CGDD2')).toBeTruthy();
    expect(net.callsTo('POST', '/productionOrder/purchaseOrders')[0]?.body).toEqual({ ids: '9', suppliers: [] });
  }, 20_000);

  it('a user without the edit button gets none of the tools', async () => {
    serve([saleOut]);
    renderList('XSCK', '2,7');
    await screen.findByText('XSCK00000000001');
    expect(screen.queryByRole('button', { name: '修正欠款' })).toBeNull();
  }, 20_000);
});
