import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, ok, type FakeCall } from '../../test/fakeFetch';
import { renderWithApp } from '../../test/render';
import { AccountReport, InOutStockReport, MaterialStock } from './ReportPages';
import { PRINT_ROWS_MAX } from './useReport';

// The report view: 打印 (the whole filtered set, in pages of the largest size the server allows), pictures, filters.

const stockRow = (id: number) => ({ id, barCode: `B${id}`, materialName: `商品${id}`, unitName: '个', prevSum: '0', inSum: '1', outSum: '0', thisSum: '1' });
const accountRow = (id: number) => ({ id, name: `账户${id}`, serialNo: `A${id}`, initialAmount: '0', thisMonthAmount: '0', currentAmount: '1' });

/** A list endpoint over `total` rows made by `row`, paged as the server pages (currentPage from 1, pageSize). */
const paged =
  (total: number, row: (id: number) => Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  (call: FakeCall) => {
    const size = Number(call.query.get('pageSize') ?? 10);
    const first = (Number(call.query.get('currentPage') ?? 1) - 1) * size;
    const ids = Array.from({ length: Math.max(0, Math.min(size, total - first)) }, (_, i) => first + i + 1);
    return ok({ rows: ids.map(row), total, ...extra });
  };

const printSheet = () => document.body.querySelector('.report-print-sheet');

// The test document has no print(); each test gets a recording one, which keeps a copy of the sheet as it stood
// when print() was called — what the browser prints. The view takes the sheet down soon after, so reading the
// document later races that (on a quiet machine the sheet was already gone).
let print = vi.fn();
let printed: Element | null = null;
beforeEach(() => {
  printed = null;
  print = vi.fn(() => {
    printed = (printSheet()?.cloneNode(true) as Element | undefined) ?? null;
  });
  window.print = print;
});

describe('report print', () => {
  it('进销存统计: the sheet holds every row of the filtered set, its 库存周期 and the 合计 of the whole set', async () => {
    const net = installFakeFetch({
      'GET /depotItem/getInOutStock': paged(1500, stockRow, { totalRow: { thisSum: '1500' }, showStockPrice: true }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<InOutStockReport />);
    expect(await screen.findByText('商品1', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    await waitFor(() => expect(print).toHaveBeenCalled(), { timeout: 20_000 });
    const sheet = printed!;
    expect(sheet.querySelectorAll('tbody tr:not(.report-print-total)')).toHaveLength(1500);
    expect(sheet.textContent).toContain('商品1500');
    expect(sheet.textContent).toMatch(/库存周期：\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}/);
    expect(sheet.querySelector('tr.report-print-total')!.textContent).toContain('1500');
    expect(sheet.textContent).not.toContain('仅打印前');
    // The figures' columns; not the 库存详情 link, which opens a dialog and holds nothing to print.
    expect(sheet.querySelector('thead')!.textContent).toContain('本期结存数量');
    expect(sheet.querySelector('thead')!.textContent).not.toContain('库存详情');
    expect(sheet.querySelector('tr.report-print-total td')!.textContent).toBe('合计');
    // Two reads at the largest page size, with the screen's query (its period) and not its page.
    const reads = net.callsTo('GET', '/depotItem/getInOutStock').filter((c) => c.query.get('pageSize') === '1000');
    expect(reads.map((c) => c.query.get('currentPage'))).toEqual(['1', '2']);
    expect(reads[0]!.query.get('beginTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 40_000);

  it('a set larger than the sheet holds: the first PRINT_ROWS_MAX rows, and the sheet says the rest is in the export', async () => {
    const net = installFakeFetch({
      'GET /account/listWithBalance': paged(PRINT_ROWS_MAX + 700, accountRow),
      'GET /account/getStatistics': ok({ allMonthAmount: '0', allCurrentAmount: '5700' }),
    });
    renderWithApp(<AccountReport />);
    expect(await screen.findByText('账户1', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    await waitFor(() => expect(print).toHaveBeenCalled(), { timeout: 30_000 });
    const sheet = printed!;
    expect(sheet.querySelectorAll('tbody tr:not(.report-print-total)')).toHaveLength(PRINT_ROWS_MAX);
    expect(sheet.textContent).toContain(`共 ${PRINT_ROWS_MAX + 700} 条，仅打印前 ${PRINT_ROWS_MAX} 条；全部数据请导出。`);
    expect(net.callsTo('GET', '/account/listWithBalance').filter((c) => c.query.get('pageSize') === '1000')).toHaveLength(PRINT_ROWS_MAX / 1000);
  }, 60_000);

  it('a failed read says so and opens no print', async () => {
    installFakeFetch({
      'GET /account/listWithBalance': (call) =>
        call.query.get('pageSize') === '1000' ? { status: 500, body: { code: 500, data: { message: '服务器错误' } } } : paged(3, accountRow)(call),
      'GET /account/getStatistics': ok({ allMonthAmount: '0', allCurrentAmount: '3' }),
    });
    renderWithApp(<AccountReport />);
    expect(await screen.findByText('账户1', {}, { timeout: 20_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    expect(await screen.findByText(/服务器错误|加载数据失败/, {}, { timeout: 20_000 })).toBeTruthy();
    expect(print).not.toHaveBeenCalled();
    expect(printSheet()).toBeNull();
  }, 30_000);
});

describe('report pictures', () => {
  it('商品库存 shows the first picture of a product as a thumbnail fetched with the session, and does not print it', async () => {
    const picture = `material/5/螺丝_${'a'.repeat(32)}.png`;
    const other = `material/5/背面_${'b'.repeat(32)}.png`;
    const wire = (path: string) => path.split('/').map(encodeURIComponent).join('/');
    const net = installFakeFetch({
      'GET /material/getListWithStock': ok({
        rows: [
          { id: 5, materialId: 5, mBarCode: 'S001', name: '螺丝', unitName: '个', imgName: `${picture},${other}`, currentStock: '1' },
          { id: 6, materialId: 6, mBarCode: 'S002', name: '垫片', unitName: '个', imgName: null, currentStock: '1' },
        ],
        total: 2,
        totalRow: { currentStock: '2' },
        currentStock: '2',
        showStockPrice: true,
      }),
      'GET /material/getStockValueByCategory': ok({ showStockPrice: true, rows: [] }),
      'GET /depot/findDepotByCurrentUser': ok([]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
      [`GET /systemConfig/static/${wire(picture)}`]: { body: 'png-bytes', headers: { 'content-type': 'image/png' } },
    });
    URL.createObjectURL = vi.fn(() => 'blob:thumb');
    URL.revokeObjectURL = vi.fn();
    const { container } = renderWithApp(<MaterialStock />);
    await waitFor(() => expect(container.querySelector('.ant-table-tbody img[src="blob:thumb"]')).toBeTruthy(), { timeout: 20_000 });
    expect(container.querySelectorAll('.ant-table-tbody img')).toHaveLength(1);
    expect(net.callsTo('GET', `/systemConfig/static/${wire(other)}`)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /打\s*印/ }));
    await waitFor(() => expect(print).toHaveBeenCalled(), { timeout: 20_000 });
    expect(printed!.querySelector('thead')!.textContent).not.toContain('图片');
  }, 40_000);
});

describe('report filters', () => {
  it('the 仓库 filter finds a depot by the name typed, not by its id', async () => {
    installFakeFetch({
      'GET /depotItem/getInOutStock': ok({ rows: [], total: 0, totalRow: { thisSum: '0' }, showStockPrice: true }),
      'GET /depot/findDepotByCurrentUser': ok([
        { id: 11, depotName: '东区仓库' },
        { id: 12, depotName: '西区仓库' },
      ]),
      'GET /materialCategory/getMaterialCategoryTree': ok([]),
    });
    renderWithApp(<InOutStockReport />);
    const box = await screen.findByRole('combobox', { name: '仓库' }, { timeout: 20_000 });
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '西区' } });
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1), { timeout: 20_000 });
    expect(document.querySelector('.ant-select-item-option')!.textContent).toBe('西区仓库');
  }, 30_000);
});
