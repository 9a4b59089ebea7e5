import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { WaitBillModal } from './WaitBillModal';

const rows = [
  {
    id: 1,
    prefix: 'CGRK',
    number: 'CGRK00000000001',
    organName: '供应商甲',
    materialsList: '螺丝',
    operTimeStr: '2025-01-02 10:00:00',
    userName: '张三',
    materialCount: '4',
    status: '1',
  },
  {
    id: 2,
    prefix: 'XSTH',
    number: 'XSTH00000000002',
    organName: '客户乙',
    materialsList: '扳手',
    operTimeStr: '2025-01-03 10:00:00',
    userName: '李四',
    materialCount: '1',
    status: '3',
  },
];

describe('待入库 dialog', () => {
  it('lists the waiting purchase bills and receives the selected ones with 批量入库', async () => {
    const net = installFakeFetch({
      'GET /depotHead/waitBillList': ok({ rows, total: 2 }),
      'POST /depotHead/batchAddDepotHeadAndDetail': ok({ bills: [{ id: 9, number: 'QTRK00000000009' }], message: '操作成功' }),
    });
    const onChanged = vi.fn();
    renderWithApp(<WaitBillModal kind={BILL_KINDS.QTRK} onClose={vi.fn()} onChanged={onChanged} onPick={vi.fn()} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('CGRK00000000001');
    expect(JSON.parse(net.callsTo('GET', '/depotHead/waitBillList')[0]?.query.get('search') ?? '{}')).toMatchObject({
      type: '入库',
      subType: '采购,销售退货',
      status: '1,3',
    });
    expect(within(dialog).getByText('部分入库')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '批量入库' }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    const first = within(dialog).getByText('CGRK00000000001').closest('tr') as HTMLElement;
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '批量入库' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(net.callsTo('POST', '/depotHead/batchAddDepotHeadAndDetail')).toHaveLength(1));
    expect(net.callsTo('POST', '/depotHead/batchAddDepotHeadAndDetail')[0]?.body).toEqual({ ids: '1' });
    expect(await screen.findByText('已生成1张单据：QTRK00000000009')).toBeTruthy();
    expect(onChanged).toHaveBeenCalled();
  }, 20_000);

  it('shows the server refusal of a partly received bill, and 入库 opens one bill in the editor', async () => {
    installFakeFetch({
      'GET /depotHead/waitBillList': ok({ rows, total: 2 }),
      'POST /depotHead/batchAddDepotHeadAndDetail': {
        status: 422,
        body: { code: 8500028, data: { message: '抱歉，单据:XSTH00000000002是部分入库状态，需要到新增界面关联单据' } },
      },
    });
    const onPick = vi.fn();
    const onChanged = vi.fn();
    renderWithApp(<WaitBillModal kind={BILL_KINDS.QTRK} onClose={vi.fn()} onChanged={onChanged} onPick={onPick} />);
    const dialog = await screen.findByRole('dialog');
    const partial = (await within(dialog).findByText('XSTH00000000002')).closest('tr') as HTMLElement;
    fireEvent.click(within(partial).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: '批量入库' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('抱歉，单据:XSTH00000000002是部分入库状态，需要到新增界面关联单据')).toBeTruthy();
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.click(within(partial).getByText('入库'));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 2, number: 'XSTH00000000002' }));
  }, 20_000);
});
