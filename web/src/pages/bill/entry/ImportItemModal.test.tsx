import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { ImportItemModal } from './ImportItemModal';

const file = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'items.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const pick = (container: HTMLElement) => {
  const input = container.ownerDocument.querySelector('.bill-import-modal input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file()] } });
};

describe('ImportItemModal', () => {
  it('uploads with the kind and partner, announces 导入成功N条 and hands the lines over', async () => {
    const net = installFakeFetch({
      'POST /depotItem/importItemExcel': ok({
        rows: [
          {
            barCode: 'A1',
            materialId: 1,
            name: '可乐',
            commodityUnit: '瓶',
            operNumber: '3',
            unitPrice: '2',
            allPrice: '6',
            taxRate: '0',
            taxMoney: '0',
            taxLastMoney: '6',
          },
          {
            barCode: 'B2',
            materialId: 2,
            name: '雪碧',
            commodityUnit: '瓶',
            operNumber: '1',
            unitPrice: '2.5',
            allPrice: '2.5',
            taxRate: '0',
            taxMoney: '0',
            taxLastMoney: '2.5',
          },
        ],
        total: 2,
      }),
    });
    const onImported = vi.fn();
    const { container } = renderWithApp(<ImportItemModal kind={BILL_KINDS.XSDD} organId={4} onImported={onImported} onClose={() => undefined} />);
    pick(container);
    expect(await screen.findByText('导入成功2条')).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
    expect(onImported.mock.calls[0]?.[0].map((l: { barCode: string; allPrice: string }) => `${l.barCode}=${l.allPrice}`)).toEqual(['A1=6', 'B2=2.5']);
    const body = net.callsTo('POST', '/depotItem/importItemExcel')[0]?.body as FormData;
    expect(body.get('prefixNo')).toBe('XSDD');
    expect(body.get('organId')).toBe('4');
  }, 20_000);

  it('lists every refused row and hands nothing over', async () => {
    installFakeFetch({
      'POST /depotItem/importItemExcel': {
        status: 400,
        body: {
          code: 9000003,
          data: {
            message: '导入失败，共2处错误',
            errors: [
              { row: 3, message: '第3行商品条码X在商品管理中不存在' },
              { row: 4, message: '第4行数量为空' },
            ],
          },
        },
      },
    });
    const onImported = vi.fn();
    const { container } = renderWithApp(<ImportItemModal kind={BILL_KINDS.CGRK} organId={undefined} onImported={onImported} onClose={() => undefined} />);
    pick(container);
    expect(await screen.findByText('第3行商品条码X在商品管理中不存在')).toBeTruthy();
    expect(screen.getByText('第4行数量为空')).toBeTruthy();
    expect(screen.getByText('导入失败，共2处错误，请修改表格后重新导入')).toBeTruthy();
    await waitFor(() => expect(onImported).not.toHaveBeenCalled());
  }, 20_000);

  it("asks for the kind's template, and says 文件下载失败 (not the outcome code) when it comes back empty", async () => {
    const net = installFakeFetch({ 'GET /depotItem/importItemTemplate': { body: '', headers: { 'content-type': 'application/octet-stream' } } });
    renderWithApp(<ImportItemModal kind={BILL_KINDS.CGRK} organId={undefined} onImported={() => undefined} onClose={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '明细Excel模板[下载]' }));
    expect(await screen.findByText('文件下载失败')).toBeTruthy();
    expect(screen.queryByText('empty')).toBeNull();
    expect(net.callsTo('GET', '/depotItem/importItemTemplate')[0]?.query.get('prefixNo')).toBe('CGRK');
  }, 20_000);
});
