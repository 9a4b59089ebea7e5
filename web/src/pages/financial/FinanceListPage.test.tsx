import { FINANCE_KINDS, type FinancePrefix } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellContext } from '../../app/router/ShellContext';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { FinanceListPage } from './FinanceListPage';

const receipt = {
  id: 5,
  type: '收款',
  prefix: 'SK',
  billNo: 'SK00000000005',
  billTime: '2026-11-20 10:00:00',
  billTimeStr: '2026-11-20 10:00:00',
  organId: 8,
  accountId: 3,
  organName: '客户甲',
  userName: '张三',
  handsPersonName: '李财务',
  accountName: '现金',
  totalPrice: '30',
  discountMoney: '2',
  changeAmount: '28',
  remark: null,
  status: '0',
};

function serve(extra: Parameters<typeof installFakeFetch>[0] = {}) {
  return installFakeFetch({
    'GET /accountHead/list': ok({ rows: [receipt], total: 1, totalRow: { totalPrice: '30', discountMoney: '2', changeAmount: '28' } }),
    'GET /account/getAccount': ok({ accountList: [{ id: 3, name: '现金', isDefault: true }] }),
    'GET /user/getUserList': ok([{ id: 9, userName: '张三' }]),
    'GET /person/getPersonByNumType': ok([{ value: '21', text: '李财务' }]),
    'POST /supplier/findBySelect_cus': ok([{ id: 8, supplier: '客户甲' }]),
    'GET /accountItem/getDetailList': ok({ total: 1, rows: [{ id: 1, billNumber: 'XSCK00000000001', needDebt: '80', finishDebt: '0', eachAmount: '30' }] }),
    'PUT /accountHead/updateAccountHeadAndDetail': ok({ id: 5, billNo: 'SK00000000005', status: '0', message: '操作成功' }),
    'GET /depotHead/getNeedCount': ok({ needCount: 1 }),
    'GET /depotHead/getStatementAccount': ok({
      rows: [
        {
          id: 8,
          supplier: '客户甲',
          contacts: null,
          telephone: null,
          phoneNum: null,
          email: null,
          preNeed: '0',
          debtMoney: '50',
          backMoney: '0',
          allNeed: '50',
        },
      ],
      total: 1,
      firstMoney: '0',
      lastMoney: '50',
    }),
    'GET /accountHead/debtBills': ok({
      rows: [
        {
          id: 31,
          number: 'XSCK00000000031',
          subType: '销售',
          operTimeStr: '2026-11-02 09:00:00',
          organName: '客户甲',
          needDebt: '50',
          finishDebt: '0',
          restDebt: '50',
        },
      ],
      total: 1,
    }),
    ...extra,
  });
}

const renderList = (prefix: FinancePrefix, btnStr = '1,2,3,7') =>
  renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: FINANCE_KINDS[prefix].page, btnStr }] }}>
      <FinanceListPage prefix={prefix} />
    </ShellContext.Provider>,
  );

beforeEach(() => window.localStorage.clear());

describe('finance lists and editors (screens §4)', () => {
  it('lists the kind asked for with its columns and the server 合计, and edits a draft with its lines', async () => {
    const net = serve();
    renderList('SK');
    await screen.findByText('SK00000000005');
    expect(JSON.parse(net.callsTo('GET', '/accountHead/list').at(-1)?.query.get('search') ?? '{}')).toMatchObject({ type: '收款' });
    for (const title of ['合计收款', '优惠金额', '实际收款', '收款账户', '客户']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '审 核' })).toBeTruthy();
    fireEvent.click(screen.getByText('编辑'));
    await screen.findByText('XSCK00000000001');
    await waitFor(() => expect(screen.getByTestId('finance-total').textContent).toBe('30.00'));
    fireEvent.click(screen.getByRole('button', { name: /保存（Ctrl\+S）/ }));
    await waitFor(() => expect(net.callsTo('PUT', '/accountHead/updateAccountHeadAndDetail')).toHaveLength(1));
    const body = net.callsTo('PUT', '/accountHead/updateAccountHeadAndDetail')[0]?.body as { info: string; rows: string };
    expect(JSON.parse(body.info)).toMatchObject({
      id: 5,
      type: '收款',
      status: '0',
      organId: 8,
      accountId: 3,
      discountMoney: '2',
      billTime: '2026-11-20 10:00:00',
    });
    expect(JSON.parse(body.rows)).toEqual([{ billNumber: 'XSCK00000000001', eachAmount: '30' }]);
  }, 60_000);

  it('offers no 审核 and no 保存并审核 without the audit button', async () => {
    serve();
    renderList('SK', '1');
    await screen.findByText('SK00000000005');
    expect(screen.queryByRole('button', { name: '审 核' })).toBeNull();
    fireEvent.click(screen.getByText('编辑'));
    await screen.findByText('XSCK00000000001');
    expect(screen.getByRole('button', { name: /保存（Ctrl\+S）/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /保存并审核/ })).toBeNull();
  }, 60_000);

  it('待收款(N) lists the customers owing; 收款 starts a receipt for that customer with 选择单据 open', async () => {
    const net = serve();
    renderList('SK');
    fireEvent.click(await screen.findByRole('button', { name: '待收款(1)' }));
    expect(net.callsTo('GET', '/depotHead/getNeedCount').at(-1)?.query.get('type')).toBe('customer');
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('客户甲');
    const asked = net.callsTo('GET', '/depotHead/getStatementAccount').at(-1)?.query;
    expect([asked?.get('supplierType'), asked?.get('hasDebt'), asked?.get('beginTime')?.slice(5)]).toEqual(['客户', '1', '01-01']);
    fireEvent.click(within(dialog).getByText('收款', { selector: 'a' }));
    await screen.findByText('XSCK00000000031');
    expect(net.callsTo('GET', '/accountHead/debtBills').at(-1)?.query.get('organId')).toBe('8');
    fireEvent.click(screen.getAllByRole('checkbox').at(-1)!);
    fireEvent.click(screen.getByRole('button', { name: /确 定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('finance-total').textContent).toBe('50.00'));
  }, 60_000);

  it('选择单据 shows what is owed now: never the rows of an earlier answer while it asks again', async () => {
    const owing = (restDebt: string) =>
      ok({
        rows: [{ id: 31, number: 'XSCK00000000031', subType: '销售', operTimeStr: '2026-11-02 09:00:00', needDebt: '50', finishDebt: '20', restDebt }],
        total: 1,
      });
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    const replies = [owing('50'), new Promise<ReturnType<typeof ok>>((resolve) => (answer = resolve))];
    serve({ 'GET /accountHead/debtBills': () => replies.shift() ?? owing('30') });
    renderList('SK');
    fireEvent.click(await screen.findByRole('button', { name: '待收款(1)' }));
    fireEvent.click(await within(await screen.findByRole('dialog')).findByText('收款', { selector: 'a' }));
    // The editor's first question (50 owed) decided to open 选择单据; the dialog's own question is still out.
    // (Under test every antd dialog is labelled by the id "test-id", so a dialog is found by its content.)
    const picker = (await screen.findByText('待收/待付欠款')).closest<HTMLElement>('.ant-modal')!;
    await waitFor(() => expect(picker.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(within(picker).queryByText('XSCK00000000031')).toBeNull();
    answer(owing('30'));
    await within(picker).findByText('XSCK00000000031');
    fireEvent.click(within(picker).getAllByRole('checkbox').at(-1)!);
    fireEvent.click(within(picker).getByRole('button', { name: /确 定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('finance-total').textContent).toBe('30.00'));
  }, 60_000);

  it('收款 for a customer who owes only the opening balance starts the receipt with the 期初 line, not an empty 选择单据', async () => {
    const net = serve({
      'GET /accountHead/debtBills': ok({ rows: [] }),
      'GET /supplier/getBeginNeedByOrganId': ok({ needDebt: '40', finishDebt: '10', eachAmount: '30' }),
    });
    renderList('SK');
    fireEvent.click(await screen.findByRole('button', { name: '待收款(1)' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('收款', { selector: 'a' }));
    await waitFor(() => expect(screen.getByTestId('finance-total').textContent).toBe('30.00'));
    expect(net.callsTo('GET', '/supplier/getBeginNeedByOrganId').at(-1)?.query.get('organId')).toBe('8');
    expect(screen.queryByText('待收/待付欠款')).toBeNull();
  }, 60_000);

  it('under 多级审核 a covered kind offers 提交流程 instead of 审核', async () => {
    serve({ 'GET /systemConfig/getCurrentInfo': ok({ multiLevelApprovalFlag: '1', multiBillType: 'SK' }) });
    renderList('SK');
    await screen.findByRole('button', { name: '提交流程' });
    expect(screen.queryByRole('button', { name: '审 核' })).toBeNull();
    expect(screen.getByRole('button', { name: '反审核' })).toBeTruthy();
  }, 60_000);

  it('待付款(N) on the payment list asks for vendors', async () => {
    const net = serve();
    renderList('FK');
    await screen.findByRole('button', { name: '待付款(1)' });
    expect(net.callsTo('GET', '/depotHead/getNeedCount').at(-1)?.query.get('type')).toBe('vendor');
    expect(screen.queryByRole('button', { name: /待收款/ })).toBeNull();
  }, 60_000);
});
