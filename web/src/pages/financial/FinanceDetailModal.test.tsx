import { FINANCE_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { FinanceDetailModal } from './FinanceDetailModal';

const receipt = {
  id: 5,
  billNo: 'SK00000000005',
  billTimeStr: '2026-11-20 10:00:00',
  organName: '客户甲',
  userName: '张三',
  handsPersonName: '李财务',
  accountName: '现金',
  totalPrice: '30.5',
  discountMoney: '2',
  changeAmount: '28.5',
  remark: '月结',
  fileName: null,
  status: '1',
};
const lines = [
  { id: 1, billId: 31, billNumber: 'XSCK00000000031', needDebt: '80', finishDebt: '0', eachAmount: '30.2', remark: null },
  { id: 2, billId: null, billNumber: 'QiChu', needDebt: '5', finishDebt: '0', eachAmount: '0.3', remark: '期初' },
];

function serve(config: Record<string, string>) {
  return installFakeFetch({
    'GET /accountItem/getDetailList': ok({ rows: lines, total: 2 }),
    'GET /systemConfig/getCurrentInfo': ok({ companyName: '算盘商贸有限公司', ...config }),
  });
}

const renderDetail = (head: Record<string, unknown>) =>
  renderWithApp(<FinanceDetailModal kind={FINANCE_KINDS.SK} head={head} canUnaudit onClose={() => undefined} onChanged={() => undefined} />);

beforeEach(() => window.localStorage.clear());

describe('finance detail view and print (screens §4.2 FinancialDetail)', () => {
  it('is the printable sheet: company, title, header facts, lines with their 合计, signatures; 打印 prints it', async () => {
    serve({ auditPrintFlag: '0' });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderDetail(receipt);
    const sheet = await screen.findByTestId('finance-sheet');
    await within(sheet).findByText('算盘商贸有限公司');
    expect(within(sheet).getByRole('heading', { name: '收款单' })).toBeTruthy();
    for (const fact of [
      '单据编号：SK00000000005',
      '客户：客户甲',
      '收款账户：现金',
      '财务人员：李财务',
      '合计收款：30.5',
      '实际收款：28.5',
      '单据状态：已审核',
    ])
      expect(within(sheet).getByText(fact)).toBeTruthy();
    await within(sheet).findByText('XSCK00000000031');
    const total = within(sheet).getByText('合计').closest('tr') as HTMLElement;
    expect(within(total).getByText('30.50')).toBeTruthy();
    expect(within(sheet).getByText('制单人：张三')).toBeTruthy();
    const button = screen.getByRole('button', { name: /打\s*印/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  }, 60_000);

  it('withholds 打印 from a draft under 先审核后打印', async () => {
    serve({ auditPrintFlag: '1' });
    renderDetail({ ...receipt, status: '0' });
    await screen.findByText('算盘商贸有限公司');
    expect(screen.queryByRole('button', { name: /打\s*印/ })).toBeNull();
  }, 60_000);
});
