import { BILL_KINDS } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { BillSheetsMenu } from './BillSheetsMenu';
import { LabelPrintModal } from './LabelPrintModal';

const line = (barCode: string, mType: string, operNumber: string) => ({
  barCode,
  name: barCode === 'P1' ? '色纱围巾' : '棉纱',
  standard: '180cm',
  model: null,
  color: '红',
  brand: null,
  batchNumber: 'B01',
  unit: '条',
  operNumber,
  mType,
});
const printData = {
  title: '生产订单',
  bill: { id: 9, number: 'SCDD00000000009', organName: '甲客户', status: '1' },
  rows: [line('P1', '成品', '12'), line('Y1', '原料', '6')],
  footer: {},
  company: { companyName: '算盘纺织' },
};

describe('LabelPrintModal', () => {
  it('lays the made product out on the chosen label stock with a real Code 128, copies per line, and a certificate with a QR code', async () => {
    installFakeFetch({ 'GET /depotHead/printData': ok(printData) });
    renderWithApp(<LabelPrintModal kind={BILL_KINDS.SCDD} billId={9} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(document.body.classList.contains('printing-labels')).toBe(true);
    await waitFor(() => expect(within(dialog).getAllByTestId('label-cell')).toHaveLength(1));
    // The 原料 line gets no label; the 成品's facts and barcode do.
    const cell = within(dialog).getByTestId('label-cell');
    expect(cell.textContent).toContain('色纱围巾');
    expect(cell.textContent).toContain('12条');
    await waitFor(() => expect(within(cell).getByTestId('label-code').innerHTML).toContain('<svg'));
    expect(within(dialog).getByText(/共1张标签，1页/)).toBeTruthy();
    expect(dialog.querySelector('.label-print-area')?.getAttribute('data-layout')).toBe('a4-2x7');

    fireEvent.change(within(dialog).getByLabelText('每行份数'), { target: { value: '15' } });
    await waitFor(() => expect(within(dialog).getAllByTestId('label-cell')).toHaveLength(15));
    expect(within(dialog).getByText(/共15张标签，2页/)).toBeTruthy();
    expect(dialog.querySelectorAll('.label-page')).toHaveLength(2);
  }, 20_000);

  it('打印合格证 starts on the certificate with 执行标准/检验员 typed in and a QR code', async () => {
    installFakeFetch({ 'GET /depotHead/printData': ok(printData) });
    renderWithApp(<LabelPrintModal kind={BILL_KINDS.SCDD} billId={9} initial="Certificate" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const cell = await within(dialog).findByTestId('label-cell');
    expect(cell.textContent).toContain('产品合格证');
    fireEvent.change(within(dialog).getByLabelText('执行标准'), { target: { value: 'FZ/T 73001' } });
    fireEvent.change(within(dialog).getByLabelText('检验员'), { target: { value: '王五' } });
    await waitFor(() => expect(cell.textContent).toContain('FZ/T 73001'));
    expect(cell.textContent).toContain('王五');
    expect(cell.textContent).toContain('算盘纺织');
    expect(dialog.querySelector('.label-print-area')?.getAttribute('data-layout')).toBe('a4-2x4');
    await waitFor(() => expect(cell.querySelector('.label-code-qrcode svg')).not.toBeNull());
  }, 20_000);
});

describe('BillSheetsMenu', () => {
  it('offers the production order’s sheets and downloads them for the bill', async () => {
    const net = installFakeFetch({
      'POST /systemConfig/exportProductionFlow': { body: 'x', headers: { 'content-type': 'application/octet-stream' } },
      'GET /depotHead/printData': ok(printData),
      'POST /systemConfig/exportCertificate': { body: 'x', headers: { 'content-type': 'application/octet-stream' } },
    });
    const printed: string[] = [];
    renderWithApp(<BillSheetsMenu kind={BILL_KINDS.SCDD} bill={{ id: 9, number: 'SCDD9' }} canExport onPrintLabels={(t) => printed.push(t)} />);
    const open = () => fireEvent.click(screen.getByRole('button', { name: /导出表单/ }));
    open();
    for (const name of ['生产订单表单', '原料用量核对表', '物料计划', '商品标签(Excel)', '合格证(Excel)', '打印合格证'])
      expect(await screen.findByText(name)).toBeTruthy();
    fireEvent.click(screen.getByText('生产流转卡'));
    await waitFor(() => expect(net.callsTo('POST', '/systemConfig/exportProductionFlow')[0]?.query.get('headerId')).toBe('9'));
    open();
    fireEvent.click(await screen.findByText('合格证(Excel)'));
    await waitFor(() =>
      expect(net.callsTo('POST', '/systemConfig/exportCertificate')[0]?.body).toEqual({
        selectedCertificates: [{ barCode: 'P1', batchNumber: 'B01', quantity: '12' }],
      }),
    );
    open();
    fireEvent.click(await screen.findByText('打印标签'));
    expect(printed).toEqual(['MaterialLabels']);
  }, 20_000);

  it('without 导出 only the browser printing is offered; a sales order has no certificate', async () => {
    installFakeFetch({});
    renderWithApp(<BillSheetsMenu kind={BILL_KINDS.XSDD} bill={{ id: 1, number: 'XSDD1' }} canExport={false} onPrintLabels={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: /导出表单/ }));
    expect(await screen.findByText('打印标签')).toBeTruthy();
    expect(screen.queryByText('销售订单表单')).toBeNull();
    expect(screen.queryByText('打印合格证')).toBeNull();
  });
});
