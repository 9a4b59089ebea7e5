import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShellContext } from '../../../app/router/ShellContext';
import { installFakeFetch, ok, type FakeReply } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { MaterialList } from '../MaterialList';

const product = (id: number, name: string) => ({ id, name, mBarCode: `69${id}`, unit: '个', stock: '3', initialStock: '0', enabled: true });

function renderList(net: Record<string, FakeReply>) {
  const calls = installFakeFetch({
    'GET /material/list': ok({ rows: [product(1, '螺丝'), product(2, '扳手')], total: 2 }),
    'GET /materialProperty/getAllList': ok([]),
    'GET /materialCategory/getMaterialCategoryTree': ok([]),
    ...net,
  });
  renderWithApp(
    <ShellContext.Provider value={{ menu: [], routes: new Map(), buttons: [{ url: '/material/material', btnStr: '1,3' }] }}>
      <MaterialList />
    </ShellContext.Provider>,
    { route: '/material/material' },
  );
  return calls;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('商品信息 修正库存 / 修正成本', { timeout: 30_000 }, () => {
  it('needs a selection, asks, posts the ticked ids and says how much the server corrected; the rows stay ticked', async () => {
    const net = renderList({
      'POST /material/batchSetMaterialCurrentStock': ok({ message: '修正库存成功', corrected: [{ materialId: 2 }, { materialId: 2 }] }),
    });
    await rowOf('螺丝');
    fireEvent.click(screen.getByRole('button', { name: '修正库存' }));
    expect(await screen.findByText('请选择一条记录！')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(within(await rowOf('扳手')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '修正库存' }));
    expect(await screen.findByText('按库存流水重新计算所选商品的当前库存？')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修正库存成功！已修正2处当前库存')).toBeTruthy();
    expect(net.callsTo('POST', '/material/batchSetMaterialCurrentStock').map((c) => c.body)).toEqual([{ ids: '2' }]);
    await waitFor(() => expect(net.callsTo('GET', '/material/list').length).toBeGreaterThan(1));
    expect((within(await rowOf('扳手')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('says the data was consistent when nothing needed correcting, and shows a refusal', async () => {
    renderList({
      'POST /material/batchSetMaterialCurrentUnitPrice': ok({ message: '修正成本成功', corrected: [] }),
      'POST /material/batchSetMaterialCurrentStock': { status: 400, body: { code: 201, data: { message: '请先创建仓库后再操作' } } },
    });
    fireEvent.click(within(await rowOf('螺丝')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '修正成本' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修正成本成功！数据一致，无需修正')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '修正库存' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /确\s*定/ }).length).toBeGreaterThan(0));
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement);
    expect(await screen.findByText('请先创建仓库后再操作')).toBeTruthy();
  });
});
