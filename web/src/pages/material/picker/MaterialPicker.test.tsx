import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { MaterialPicker } from './MaterialPicker';
import { getMaterialByBarCode } from './pickerApi';

const pickRow = (id: number, barCode: string, name: string, stock: string) => ({
  id,
  materialId: 7,
  barCode,
  mBarCode: barCode,
  name,
  unit: '个',
  commodityUnit: '个',
  stock,
  sku: null,
  enableSerialNumber: '0',
  enableBatchNumber: '0',
});

function fakeServer() {
  return installFakeFetch({
    'GET /material/findBySelect': (call) => {
      const q = call.query.get('q');
      const rows = q ? [pickRow(1, '6901', '可乐', '10'), pickRow(2, '6902', '可乐', '0.8')] : [pickRow(3, '1001', '商品1', '5')];
      return ok({ total: rows.length, rows });
    },
    // 分配仓库权限: the user may use 仓库1 only; the tenant also has 仓库2.
    'GET /depot/findDepotByCurrentUser': ok([{ id: 4, depotName: '仓库1', isDefault: true }]),
    'GET /depot/getAllList': ok([
      { id: 4, name: '仓库1' },
      { id: 5, name: '仓库2' },
    ]),
    'GET /materialCategory/getMaterialCategoryTree': ok([]),
  });
}

describe('MaterialPicker', () => {
  it('searches on Enter, highlights the exact barcode and takes it on a second Enter', async () => {
    const net = fakeServer();
    const onSelect = vi.fn();
    renderWithApp(<MaterialPicker open depotId={4} onClose={() => undefined} onSelect={onSelect} />);
    await screen.findByText('商品1');
    expect(net.callsTo('GET', '/material/findBySelect')[0]?.query.get('depotId')).toBe('4');
    const keyword = screen.getByTestId('picker-keyword');
    fireEvent.change(keyword, { target: { value: '6902' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    await screen.findByText('6902');
    const last = net.callsTo('GET', '/material/findBySelect').at(-1);
    expect([last?.query.get('q'), last?.query.get('page'), last?.query.get('rows')]).toEqual(['6902', '1', '10']);
    await waitFor(() => expect(document.querySelector('.material-picker-active')?.textContent).toContain('6902'));
    fireEvent.keyDown(keyword, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ id: 2, barCode: '6902' })]);
  });

  it('offers the depots the user may use as its stock filter', async () => {
    const net = fakeServer();
    renderWithApp(<MaterialPicker open onClose={() => undefined} onSelect={() => undefined} />);
    await screen.findByText('商品1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '仓库' }));
    await screen.findByTitle('仓库1');
    expect(screen.queryByTitle('仓库2')).toBeNull();
    expect(net.callsTo('GET', '/depot/getAllList')).toHaveLength(0);
  });

  it('moves the highlight with the arrow keys', async () => {
    fakeServer();
    const onSelect = vi.fn();
    renderWithApp(<MaterialPicker open onClose={() => undefined} onSelect={onSelect} initialKeyword="可乐" />);
    await screen.findByText('6901');
    const keyword = screen.getByTestId('picker-keyword');
    fireEvent.keyDown(keyword, { key: 'ArrowDown' });
    fireEvent.keyDown(keyword, { key: 'ArrowDown' });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith([expect.objectContaining({ barCode: '6902' })]);
  });

  it('looks a barcode up with the bill type and reports an unknown code in the server words', async () => {
    const net = installFakeFetch({
      'GET /material/getMaterialByBarCode': (call) =>
        call.query.get('barCode') === '9999'
          ? { status: 422, body: { code: 8000026, data: { message: '商品条码9999不存在，请重新选择' } } }
          : ok([{ ...pickRow(1, '6901', '可乐', '10'), depotId: 4, billPrice: '2.5', taxRate: '0', taxMoney: '0', taxLastMoney: '2.5' }]),
    });
    const [hit] = await getMaterialByBarCode('6901', { prefixNo: 'LSCK', depotId: 4 });
    expect(hit?.billPrice).toBe('2.5');
    expect(net.calls[0]?.query.get('prefixNo')).toBe('LSCK');
    await expect(getMaterialByBarCode('9999')).rejects.toThrow('商品条码9999不存在，请重新选择');
  });
});

describe('MaterialPicker pager', () => {
  it('says "10000+" when the server’s count reached its bound, and the exact count below it', async () => {
    let total = 10_001;
    installFakeFetch({
      'GET /material/findBySelect': (call) => {
        const page = Number(call.query.get('page'));
        const rows = Array.from({ length: 10 }, (_, i) => pickRow(page * 100 + i, `69${page}${i}`, `商品${page}-${i}`, '1'));
        return ok({ total, rows });
      },
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /depot/getAllList': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    const view = renderWithApp(<MaterialPicker open onClose={() => undefined} onSelect={() => undefined} />);
    await screen.findByText('商品1-0');
    expect(await screen.findByText('1-10 共10000+条')).toBeTruthy();
    view.unmount();
    total = 10_000;
    renderWithApp(<MaterialPicker open onClose={() => undefined} onSelect={() => undefined} />);
    expect(await screen.findByText('1-10 共10000条')).toBeTruthy();
  });
});
