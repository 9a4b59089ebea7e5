import { BILL_KINDS } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { emptyLine } from './gridOps';
import { afterProductionEdit, componentQuantity, receiptFromOrder } from './productionLines';

const line = (key: string, extra: Record<string, string | number | undefined>) => ({ ...emptyLine(1), key, barCode: key, unit: '个', ...extra });

describe('production lines', () => {
  it('a component for an order quantity: quantity × usage × (1 + loss %), rounded up to 6 places', () => {
    expect(componentQuantity('10', '4', '0')).toBe('40');
    expect(componentQuantity('10', '0.3', '5')).toBe('3.15');
    expect(componentQuantity('1', '0.3333333', '0')).toBe('0.333334');
    expect(componentQuantity('3', undefined, undefined)).toBe('0');
  });

  it('the 成品 quantity drives the components that have a usage; a typed component quantity without usage stays', () => {
    const lines = [
      line('M', { mType: '成品', operNumber: '20' }),
      line('S', { mType: '原料', operNumber: '40', unitUsage: '4', lossRate: '0' }),
      line('X', { mType: '原料', operNumber: '7' }),
    ];
    const next = afterProductionEdit(BILL_KINDS.SCDD, lines, 'M', 'operNumber');
    expect(next.map((l) => l.operNumber)).toEqual(['20', '80', '7']);
    const lossy = afterProductionEdit(BILL_KINDS.SCDD, [next[0]!, { ...next[1]!, lossRate: '10' }, next[2]!], 'S', 'lossRate');
    expect(lossy[1]?.operNumber).toBe('88');
    // Not a production document: nothing moves.
    expect(afterProductionEdit(BILL_KINDS.XSCK, lines, 'M', 'operNumber').map((l) => l.operNumber)).toEqual(['20', '40', '7']);
  });

  it('a receipt from its order: the 成品 keeps its link and open quantity, components are planned × open ÷ ordered and follow the 成品', () => {
    const filled = receiptFromOrder([
      line('M', { mType: '成品', operNumber: '6', preNumber: '10', finishNumber: '4', linkId: 1 }),
      line('S', { mType: '原料', operNumber: '40', preNumber: '40', finishNumber: '0', linkId: 2 }),
    ]);
    expect(filled.map((l) => [l.mType, l.operNumber, l.linkId])).toEqual([
      ['成品', '6', 1],
      ['原料', '24', undefined],
    ]);
    const edited = afterProductionEdit(BILL_KINDS.SCRK, [{ ...filled[0]!, operNumber: '5' }, filled[1]!], 'M', 'operNumber');
    expect(edited[1]?.operNumber).toBe('20');
  });
});

describe('a hand-written adjustment', () => {
  it('asks for 盘盈 or 盘亏 on every line before saving', async () => {
    const { validateBill } = await import('../editor/validateBill');
    const gain = line('A', { mType: '盘盈', operNumber: '2' });
    expect(validateBill(BILL_KINDS.PDFP, [gain, line('B', { operNumber: '1' })])).toBe('第2行请选择盘盈或盘亏');
    expect(validateBill(BILL_KINDS.PDFP, [gain, line('B', { mType: '盘亏', operNumber: '1' })])).toBeUndefined();
  });
});
