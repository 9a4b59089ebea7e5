import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { MaterialPlanModal } from './MaterialPlanModal';

const row = (materialId: number, name: string, shortfall: string) => ({
  materialId,
  barCode: `B${materialId}`,
  name,
  standard: null,
  model: null,
  unit: '个',
  purchasePrice: '1',
  required: '10',
  stock: '4',
  onOrder: '0',
  shortfall,
  supplierId: null,
  supplierName: null,
});

describe('MaterialPlanModal', () => {
  it('shows required, stock, on order and shortfall; 导出 sends the ticked materials (WuLiao selectedMaterials)', async () => {
    const net = installFakeFetch({
      'GET /productionOrder/materialPlan': ok({ rows: [row(3, '螺丝', '6'), row(4, '螺母', '0')] }),
      'POST /systemConfig/exportWuLiao': { body: 'xlsx', headers: { 'content-type': 'application/octet-stream' } },
      'POST /supplier/findBySelect_sup': ok([]),
    });
    renderWithApp(<MaterialPlanModal ids="7,8" canPurchase canExport onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('物料计划（2张生产订单）')).toBeTruthy();
    const screw = (await within(dialog).findByText('螺丝')).closest('tr') as HTMLElement;
    expect(within(screw).getByText('6').className).toContain('danger');
    // The supplier of a shortfall is chosen here when the product was never bought.
    expect(within(screw).getByText('请选择供应商')).toBeTruthy();
    fireEvent.click(within(screw).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: /导\s*出/ }));
    await new Promise((r) => setTimeout(r, 50));
    expect(net.callsTo('POST', '/systemConfig/exportWuLiao')[0]?.body).toEqual({ ids: '7,8', selectedMaterials: [{ materialId: 3 }] });
  });

  it('without 编辑 or 导出 the dialog only shows the plan', async () => {
    installFakeFetch({ 'GET /productionOrder/materialPlan': ok({ rows: [row(3, '螺丝', '6')] }) });
    renderWithApp(<MaterialPlanModal ids="7" canPurchase={false} canExport={false} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('螺丝');
    expect(within(dialog).queryByRole('button', { name: /生成采购订单/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
