import { BILL_KINDS, type BillKind } from '@suanpan/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, ok } from '../../../test/fakeFetch';
import { renderWithApp } from '../../../test/render';
import { emptyLine } from '../lines/gridOps';
import { useLineGrid } from '../lines/useLineGrid';
import { ProductionLineTools } from './ProductionLineTools';

function Harness({ kind }: { kind: BillKind }) {
  const grid = useLineGrid({ kind, taxIncluded: false, organId: () => undefined, defaultDepot: () => 3, onChange: () => undefined, initial: [emptyLine(3)] });
  const first = grid.lines[0]?.key ?? '';
  return (
    <div>
      <ProductionLineTools kind={kind} grid={grid} depots={[{ value: 3, label: '成品仓' }]} defaultDepot={3} disabled={false} />
      <button type="button" onClick={() => void grid.lookup(first, 'P1')}>
        enter-made
      </button>
      <button type="button" onClick={() => grid.edit(first, 'operNumber', '10')}>
        made-10
      </button>
      <button type="button" onClick={() => void grid.scan('C1')}>
        scan-c1
      </button>
      {grid.lines.map((l) => (
        <div
          key={l.key}
          data-testid="line"
        >{`${l.mType ?? ''}:${l.barCode}×${l.operNumber}${l.unitUsage ? ` u${l.unitUsage}` : ''}${l.stock ? ` book${l.stock}` : ''}`}</div>
      ))}
    </div>
  );
}

const lines = () => screen.getAllByTestId('line').map((e) => e.textContent);
const bomItem = (barCode: string, unitUsage: string, operNumber: string, lossRate = '0') => ({
  lineNo: 1,
  componentId: 20,
  componentExtendId: 21,
  barCode,
  name: `料${barCode}`,
  standard: null,
  model: null,
  sku: null,
  unit: '个',
  quantity: unitUsage,
  lossRate,
  remark: null,
  unitUsage,
  operNumber,
});

describe('ProductionLineTools', () => {
  it('a production order: entering the 成品 brings its BOM as 原料 lines; the 成品 quantity then drives them', async () => {
    const net = installFakeFetch({
      'GET /material/getMaterialByBarCode': ok([{ id: 1, materialId: 9, barCode: 'P1', name: '成衣', color: '红', commodityUnit: '件' }]),
      'GET /productionOrder/bom': ok({
        source: 'bom',
        bomId: 5,
        version: 2,
        color: '红',
        effectiveDate: '2026-01-01',
        items: [bomItem('Y1', '0.5', '0.5'), bomItem('Y2', '2', '2.2', '10')],
      }),
    });
    renderWithApp(<Harness kind={BILL_KINDS.SCDD} />);
    fireEvent.click(screen.getByText('enter-made'));
    await waitFor(() => expect(lines()).toEqual(['成品:P1×1', '原料:Y1×0.5 u0.5', '原料:Y2×2.2 u2']));
    const call = net.callsTo('GET', '/productionOrder/bom')[0];
    expect([call?.query.get('materialId'), call?.query.get('color'), call?.query.get('quantity')]).toEqual(['9', '红', '1']);
    fireEvent.click(screen.getByText('made-10'));
    expect(lines()).toEqual(['成品:P1×10', '原料:Y1×5 u0.5', '原料:Y2×22 u2']);
    // 按BOM带出原料 again asks for the current quantity and replaces the components.
    fireEvent.click(screen.getByRole('button', { name: /按BOM带出原料/ }));
    await waitFor(() => expect(net.callsTo('GET', '/productionOrder/bom')).toHaveLength(2));
    expect(net.callsTo('GET', '/productionOrder/bom')[1]?.query.get('quantity')).toBe('10');
  });

  it('without a 成品 the button says what to do first', async () => {
    installFakeFetch({});
    renderWithApp(<Harness kind={BILL_KINDS.SCDD} />);
    fireEvent.click(screen.getByRole('button', { name: /按BOM带出原料/ }));
    expect(await screen.findByText('请先在第一行录入成品及数量')).toBeTruthy();
  });

  it('a count: 加载库存 fills the depot’s products with their book quantity, counted from the book or from 0 for scanning', async () => {
    const net = installFakeFetch({
      'GET /stockCheck/loadStock': ok({
        rows: [
          { barCode: 'C1', name: '螺丝', standard: null, model: null, unit: '个', bookNumber: '10' },
          { barCode: 'C2', name: '螺母', standard: null, model: null, unit: '个', bookNumber: '3' },
        ],
      }),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<Harness kind={BILL_KINDS.PDLR} />);
    fireEvent.click(screen.getByRole('button', { name: /加载库存/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(lines()).toEqual([':C1×10 book10', ':C2×3 book3']));
    expect(net.callsTo('GET', '/stockCheck/loadStock')[0]?.query.get('depotId')).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: /加载库存/ }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(within(again).getByLabelText(/扫码或逐行清点/));
    fireEvent.click(within(again).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(lines()).toEqual([':C1×0 book10', ':C2×0 book3']));
    // A scanner adds one per scan to the loaded line.
    fireEvent.click(screen.getByText('scan-c1'));
    fireEvent.click(screen.getByText('scan-c1'));
    await waitFor(() => expect(lines()[0]).toBe(':C1×2 book10'));
  });
});
