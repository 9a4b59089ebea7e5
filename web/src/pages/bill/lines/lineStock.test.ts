import { BILL_KINDS } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLine } from './gridOps';
import { askKey, asksOf, shortagesOf, type StockFigure } from './lineStock';
import type { BillLine } from './lineTypes';

const line = (barCode: string, operNumber: string, extra: Partial<BillLine> = {}): BillLine => ({
  ...emptyLine(1),
  barCode,
  name: barCode === 'NB' || barCode === 'NP' ? '螺母' : '螺丝',
  unit: barCode === 'NB' ? '箱' : '个',
  operNumber,
  ...extra,
});
const figures = (entries: Array<[string, number, StockFigure, string?]>) =>
  new Map(entries.map(([barCode, depotId, f, batchNumber]) => [askKey({ barCode, depotId, ...(batchNumber ? { batchNumber } : {}) }), f]));
const screw = (stock: string, available = stock): StockFigure => ({ materialId: 1, ratio: '1', stock, available });

describe('line stock', () => {
  it('asks once per product, depot and batch, in a stable order; lines without a product or depot ask nothing', () => {
    const lines = [
      line('S', '1'),
      line('S', '2'),
      line('S', '1', { depotId: 2 }),
      line('M', '1', { batchNumber: 'B1' }),
      line('', '0'),
      line('S', '1', { depotId: undefined }),
    ];
    expect(asksOf(lines)).toEqual([
      { barCode: 'M', depotId: 1, batchNumber: 'B1' },
      { barCode: 'S', depotId: 1 },
      { barCode: 'S', depotId: 2 },
    ]);
    expect(asksOf([...lines].reverse())).toEqual(asksOf(lines));
  });

  it('a sale warns when its lines of one product and depot together go beyond what it may take, in base units across units', () => {
    const sale = BILL_KINDS.XSCK;
    const f = figures([
      ['S', 1, screw('10')],
      ['NP', 1, { materialId: 2, ratio: '1', stock: '30', available: '30' }],
      ['NB', 1, { materialId: 2, ratio: '12', stock: '2.5', available: '2.5' }],
    ]);
    expect(shortagesOf(sale, [line('S', '10')], f, true)).toEqual([]);
    const over = shortagesOf(sale, [line('S', '6'), line('S', '5')], f, true);
    expect(over.map((s) => [s.line, s.available, s.unit])).toEqual([
      [1, '10', '个'],
      [2, '10', '个'],
    ]);
    // 2 boxes (24) and 6 pieces need 30 of the 30 pieces; one more piece is short on both lines.
    expect(shortagesOf(sale, [line('NB', '2'), line('NP', '6')], f, true)).toEqual([]);
    expect(shortagesOf(sale, [line('NB', '2'), line('NP', '7')], f, true).map((s) => s.name)).toEqual(['螺母', '螺母']);
    // Under 出入库管理 a sale moves no stock: nothing to warn.
    expect(shortagesOf(sale, [line('S', '11')], f, false)).toEqual([]);
    // An edited bill may take what it took itself.
    expect(shortagesOf(sale, [line('S', '11')], figures([['S', 1, screw('0', '11')]]), true)).toEqual([]);
  });

  it('incoming lines never warn; transfers, 盘亏 and consumed components do, each batch on its own', () => {
    const f = figures([
      ['S', 1, screw('3')],
      ['M', 1, screw('2'), 'B1'],
    ]);
    expect(shortagesOf(BILL_KINDS.CGRK, [line('S', '9')], f, true)).toEqual([]);
    expect(shortagesOf(BILL_KINDS.CGDD, [line('S', '9')], f, true)).toEqual([]);
    expect(shortagesOf(BILL_KINDS.DBCK, [line('S', '4', { anotherDepotId: 2 })], f, true)).toHaveLength(1);
    expect(shortagesOf(BILL_KINDS.PDFP, [line('S', '4', { mType: '盘盈' })], f, true)).toEqual([]);
    expect(shortagesOf(BILL_KINDS.PDFP, [line('S', '4', { mType: '盘亏' })], f, true)).toHaveLength(1);
    expect(shortagesOf(BILL_KINDS.SCRK, [line('S', '9', { mType: '成品' }), line('S', '4', { mType: '原料' })], f, true).map((s) => s.line)).toEqual([2]);
    expect(shortagesOf(BILL_KINDS.QTCK, [line('M', '2', { batchNumber: 'B1' })], f, true)).toEqual([]);
    expect(shortagesOf(BILL_KINDS.QTCK, [line('M', '3', { batchNumber: 'B1' })], f, true)).toHaveLength(1);
    // A line whose figure has not come yet is not judged.
    expect(shortagesOf(BILL_KINDS.QTCK, [line('X', '3')], f, true)).toEqual([]);
  });
});
