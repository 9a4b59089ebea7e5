import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { MaterialBomModal } from './MaterialBomModal';

const version = {
  id: 7,
  materialId: 9,
  color: '',
  version: 2,
  effectiveDate: '2026-01-01',
  remark: null,
  creatorName: null,
  createdAt: '2026-01-01 10:00:00',
  itemCount: 1,
};
const item = {
  lineNo: 1,
  componentId: 20,
  componentExtendId: 21,
  barCode: 'Y1',
  name: '棉纱',
  standard: null,
  model: null,
  sku: null,
  unit: '个',
  quantity: '2',
  lossRate: '5',
  remark: null,
};

describe('MaterialBomModal', () => {
  it('starts from the newest version, takes a new component by barcode and saves the next version', async () => {
    const net = installFakeFetch({
      'GET /materialBom/versions': ok({ rows: [version] }),
      'GET /materialBom/info': ok({ ...version, items: [item] }),
      'GET /material/getMaterialByBarCode': ok([{ id: 31, materialId: 30, barCode: 'D1', name: '染料', commodityUnit: 'kg' }]),
      'POST /materialBom/save': ok({ id: 8, version: 3, message: '成功' }),
    });
    renderWithApp(<MaterialBomModal product={{ id: 9, name: '围巾' }} canEdit onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('棉纱');
    expect(within(dialog).getByText(/V2\s+2026-01-01起\s+1项/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /添加组件/ }));
    const codes = within(dialog).getAllByLabelText('组件条码');
    fireEvent.change(codes[1]!, { target: { value: 'D1' } });
    fireEvent.keyDown(codes[1]!, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await within(dialog).findByText('染料');
    fireEvent.change(within(dialog).getAllByLabelText('单位用量')[1]!, { target: { value: '0.25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保存为新版本/ }));
    expect(await screen.findByText('已保存为第3版')).toBeTruthy();
    const body = net.callsTo('POST', '/materialBom/save')[0]?.body as { materialId: number; color: string; items: unknown[] };
    expect(body.materialId).toBe(9);
    expect(body.color).toBe('');
    expect(body.items).toEqual([
      { barCode: 'Y1', quantity: '2', lossRate: '5', remark: null },
      { barCode: 'D1', quantity: '0.25', lossRate: '0', remark: null },
    ]);
  }, 20_000);

  it('a product without a BOM says so; without 编辑 nothing can be saved', async () => {
    const net = installFakeFetch({ 'GET /materialBom/versions': ok({ rows: [] }) });
    renderWithApp(<MaterialBomModal product={{ id: 9, name: '围巾' }} canEdit={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByText('尚无物料清单，录入组件后保存为第1版').length).toBeGreaterThan(0));
    expect(within(dialog).queryByRole('button', { name: /保存为新版本/ })).toBeNull();
    expect(net.callsTo('GET', '/materialBom/info')).toHaveLength(0);
  });
});
