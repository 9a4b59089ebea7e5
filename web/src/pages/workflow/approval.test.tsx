import { BILL_KINDS, type BillPrefix } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { BillEditor } from '../bill/editor/BillEditor';
import { BillListPage } from '../bill/list/BillListPage';
import type { BillOptions } from '../bill/useBillOptions';
import { TodoList } from './TodoList';

const draft = {
  id: 1,
  prefix: 'QTRK',
  number: 'QTRK00000000001',
  operTimeStr: '2026-01-02 10:00:00',
  operTime: '2026-01-02 10:00:00',
  status: '0',
  totalPrice: '2',
};
const line = { id: 11, barCode: 'S1', name: '螺丝', unit: '个', operNumber: '2', unitPrice: '1', allPrice: '2', taxRate: '0', depotId: 1, materialExtendId: 5 };

function serve(config: Record<string, string>) {
  return installFakeFetch({
    'GET /depotHead/list': ok({ rows: [draft], total: 1 }),
    'GET /depot/findDepotByCurrentUser': ok([{ id: 1, depotName: '仓库1', isDefault: true }]),
    'GET /account/getAccount': ok({ accountList: [{ id: 3, name: '现金' }] }),
    'GET /user/getUserList': ok([]),
    'GET /person/getPersonByNumType': ok([]),
    'GET /systemConfig/getCurrentInfo': ok({ inOutManageFlag: '0', ...config }),
    'POST /supplier/findBySelect_sup': ok([]),
    'GET /depotItem/getDetailList': ok({ rows: [line] }),
    'GET /sequence/buildNumber': ok({ number: 'QTRK00000000002', defaultNumber: 'QTRK00000000002' }),
    'PUT /depotHead/updateDepotHeadAndDetail': ok({ id: 1, number: draft.number, status: '0', message: '操作成功' }),
    'POST /depotHead/submitApproval': ok({ message: '操作成功' }),
    'POST /depotHead/approve': ok({ message: '操作成功' }),
    'GET /workflow/todo': ok({
      total: 1,
      rows: [
        {
          family: 'depotHead',
          id: 5,
          prefix: 'XSCK',
          kindName: '销售出库',
          page: '/bill/sale_out',
          number: 'XSCK00000000005',
          billTime: '2026-01-02 10:00:00',
          organName: '客户甲',
          creator: 9,
          userName: '张三',
          totalPrice: '20',
          submitTime: '2026-01-02 11:00:00',
        },
      ],
    }),
  });
}

const shell = (prefix: BillPrefix, children: React.ReactNode) => (
  <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: BILL_KINDS[prefix].page, btnStr: '1,2,3,7' }] }}>
    {children}
  </ShellContext.Provider>
);
const options = (approvalPrefixes: string[]): BillOptions => ({
  depots: [{ value: 1, label: '仓库1', isDefault: true }],
  accounts: [{ value: 3, label: '现金', isDefault: true }],
  users: [],
  salesmen: [],
  taxIncluded: false,
  multiAccount: false,
  zeroChangeAmount: false,
  inOutManage: false,
  minusStock: false,
  purchaseBySale: false,
  approvalPrefixes,
  ready: true,
});
const ON = { multiLevelApprovalFlag: '1', multiBillType: 'QTRK,XSCK' };

describe('多级审核 on the bill screens', () => {
  it('the list offers 提交流程 instead of 审核 for a covered kind, and submits the ticked bills', async () => {
    const net = serve(ON);
    renderWithApp(shell('QTRK', <BillListPage prefix="QTRK" />));
    const submit = await screen.findByRole('button', { name: '提交流程' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /^审\s?核$/ })).toBeNull();
    expect(screen.getByRole('button', { name: '反审核' })).toBeTruthy();
    await screen.findByText('QTRK00000000001');
    fireEvent.click(document.querySelector('.ant-table-tbody .ant-checkbox-input') as HTMLElement);
    fireEvent.click(submit);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(net.callsTo('POST', '/depotHead/submitApproval')).toHaveLength(1));
    expect(net.callsTo('POST', '/depotHead/submitApproval')[0]?.body).toEqual({ ids: '1' });
  });

  it('the list keeps 审核 for a kind the switch does not cover', async () => {
    serve({ multiLevelApprovalFlag: '1', multiBillType: 'XSCK' });
    renderWithApp(shell('QTRK', <BillListPage prefix="QTRK" />));
    expect(await screen.findByRole('button', { name: /^审\s?核$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交流程' })).toBeNull();
  });

  it('the editor footer hides 保存并审核 and shows 提交流程, which needs a saved bill', async () => {
    serve(ON);
    const { unmount } = renderWithApp(
      shell('QTRK', <BillEditor request={{ kind: BILL_KINDS.QTRK, mode: 'add' }} options={options(['QTRK'])} onClose={vi.fn()} onSaved={vi.fn()} />),
    );
    const footer = (await screen.findByRole('button', { name: '提交流程' })).closest('.bill-editor-footer') as HTMLElement;
    expect(within(footer).queryByRole('button', { name: '保存并审核' })).toBeNull();
    fireEvent.click(within(footer).getByRole('button', { name: '提交流程' }));
    expect(await screen.findByText('请先保存单据后再提交流程！')).toBeTruthy();
    unmount();
    renderWithApp(shell('QTRK', <BillEditor request={{ kind: BILL_KINDS.QTRK, mode: 'add' }} options={options([])} onClose={vi.fn()} onSaved={vi.fn()} />));
    expect(await screen.findByRole('button', { name: '保存并审核' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交流程' })).toBeNull();
  });

  it('提交流程 of a saved bill saves it, then submits it', async () => {
    const net = serve(ON);
    const saved = vi.fn();
    renderWithApp(
      shell(
        'QTRK',
        <BillEditor request={{ kind: BILL_KINDS.QTRK, mode: 'edit', bill: draft }} options={options(['QTRK'])} onClose={vi.fn()} onSaved={saved} />,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: '提交流程' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(net.callsTo('PUT', '/depotHead/updateDepotHeadAndDetail')).toHaveLength(1);
    expect(net.callsTo('POST', '/depotHead/submitApproval')[0]?.body).toEqual({ ids: '1' });
  });
});

describe('待办流程', () => {
  it('lists the documents waiting and approves one with the opinion given', async () => {
    const net = serve(ON);
    renderWithApp(<TodoList />);
    expect(await screen.findByText('XSCK00000000005')).toBeTruthy();
    expect(screen.getByText('销售出库')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '审核通过' }));
    const dialog = (await screen.findByText('审核通过 XSCK00000000005')).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('审核意见'), { target: { value: '同意' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '审核通过' }));
    await waitFor(() => expect(net.callsTo('POST', '/depotHead/approve')).toHaveLength(1));
    expect(net.callsTo('POST', '/depotHead/approve')[0]?.body).toEqual({ ids: '5', opinion: '同意' });
    await waitFor(() => expect(net.callsTo('GET', '/workflow/todo').length).toBeGreaterThan(1));
  });
});
