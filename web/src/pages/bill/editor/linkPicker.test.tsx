import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import type { BillOptions } from '../useBillOptions';
import { BillEditor } from './BillEditor';

const options = (purchaseBySale: boolean): BillOptions => ({
  depots: [{ value: 1, label: '仓库1', isDefault: true }],
  accounts: [{ value: 3, label: '现金', isDefault: true }],
  users: [],
  salesmen: [],
  taxIncluded: false,
  multiAccount: false,
  zeroChangeAmount: false,
  inOutManage: false,
  minusStock: false,
  purchaseBySale,
  approvalPrefixes: [],
  ready: true,
});

// The picker's view of an open sales order: customer and money masked by the server (business-rules §4.7).
const saleOrder = {
  id: 40,
  prefix: 'XSDD',
  number: 'XSDD00000000040',
  organId: 8,
  organName: '****',
  materialsList: '螺丝,扳手',
  operTimeStr: '2026-01-02 10:00:00',
  totalPrice: null,
  status: '1',
  purchaseStatus: '3',
  remark: '加急',
  discount: '10',
  accountId: 5,
};
// Lines read with forPrefix=CGDD: finishNumber is what purchase orders already bought, sale prices zeroed.
const orderLines = [
  {
    id: 401,
    barCode: 'S1',
    name: '螺丝',
    unit: '个',
    operNumber: '10',
    finishNumber: '4',
    unitPrice: '0',
    allPrice: '0',
    taxRate: '0',
    purchaseDecimal: '1.5',
  },
  { id: 402, barCode: 'W1', name: '扳手', unit: '个', operNumber: '2', finishNumber: '2', unitPrice: '0', allPrice: '0', taxRate: '0', purchaseDecimal: '10' },
];

function fakeServer() {
  return installFakeFetch({
    'GET /sequence/buildNumber': ok({ number: 'CGDD00000000077', defaultNumber: 'CGDD00000000077' }),
    'POST /supplier/findBySelect_sup': ok([{ id: 6, supplier: '供应商甲' }]),
    'GET /depotHead/list': ok({ rows: [saleOrder], total: 1 }),
    'GET /depotItem/getDetailList': ok({ rows: orderLines }),
    'POST /depotHead/addDepotHeadAndDetail': ok({ id: 77 }),
  });
}

const lineRows = () => document.querySelectorAll('.bill-line-grid tbody tr.ant-table-row');

describe('采购订单 关联订单 (以销定购 from inside the editor)', () => {
  it('picks an open sales order and fills the lines with what is not yet bought, at the purchase price', async () => {
    const net = fakeServer();
    renderWithApp(<BillEditor request={{ kind: BILL_KINDS.CGDD, mode: 'add' }} options={options(true)} onClose={vi.fn()} onSaved={vi.fn()} />);
    const order = (await screen.findByText('关联订单')).closest('.ant-form-item') as HTMLElement;
    expect(screen.getByText('关联请购单')).toBeTruthy();
    fireEvent.click(within(order).getByRole('button', { name: '选择订单' }));

    const dialog = (await screen.findByText('选择关联单据')).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('XSDD00000000040');
    // Only the sales orders still to buy, whatever supplier is chosen; customer column, no money.
    const search = JSON.parse(net.callsTo('GET', '/depotHead/list')[0]?.query.get('search') ?? '{}') as Record<string, unknown>;
    expect(search).toEqual({ type: '其它', subType: '销售订单', status: '1,3', purchaseStatus: '0,3' });
    expect(within(dialog).getByText('客户')).toBeTruthy();
    expect(within(dialog).queryByText('金额合计')).toBeNull();
    fireEvent.click(within(dialog).getByText('XSDD00000000040'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    const rowsDialog = (await screen.findByText('选择单据明细')).closest('.ant-modal') as HTMLElement;
    await within(rowsDialog).findByText('螺丝');
    expect(net.callsTo('GET', '/depotItem/getDetailList')[0]?.query.get('forPrefix')).toBe('CGDD');
    fireEvent.click(within(rowsDialog).getAllByRole('checkbox')[0] as HTMLElement);
    fireEvent.click(within(rowsDialog).getByRole('button', { name: /确\s*定/ }));

    // 10 ordered − 4 bought = 6 to buy at 1.5; the fully bought 扳手 is left out.
    await waitFor(() => expect(lineRows()).toHaveLength(1));
    expect(screen.getByLabelText('关联订单')).toHaveProperty('value', 'XSDD00000000040');
    const line = lineRows()[0] as HTMLElement;
    expect(within(line).getByLabelText('数量')).toHaveProperty('value', '6');
    expect(screen.getByText('金额：9.00')).toBeTruthy();

    // The saved order links the sales order by number and each line by the order line it buys for.
    fireEvent.mouseDown(within(screen.getByText('供应商').closest('.ant-form-item') as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByText('供应商甲', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: '保存（Ctrl+S）' }));
    await waitFor(() => expect(net.callsTo('POST', '/depotHead/addDepotHeadAndDetail')).toHaveLength(1));
    const body = net.callsTo('POST', '/depotHead/addDepotHeadAndDetail')[0]?.body as { info: string; rows: string };
    const info = JSON.parse(body.info) as Record<string, unknown>;
    expect(info).toMatchObject({ linkNumber: 'XSDD00000000040', organId: 6, discount: '0', remark: '加急' });
    expect(info.linkApply ?? '').toBe('');
    expect(JSON.parse(body.rows)).toMatchObject([{ barCode: 'S1', operNumber: '6', unitPrice: '1.5', linkId: 401 }]);
  }, 45_000);

  it('offers no 关联订单 while 以销定购 is off', async () => {
    fakeServer();
    renderWithApp(<BillEditor request={{ kind: BILL_KINDS.CGDD, mode: 'add' }} options={options(false)} onClose={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByText('关联请购单');
    expect(screen.queryByText('关联订单')).toBeNull();
  }, 20_000);
});
