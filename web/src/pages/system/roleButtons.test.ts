import { describe, expect, it } from 'vitest';
import { allOn, grantsJson, initialGrants, toggleAll, type RoleButtonRow } from './roleButtons';

const rows: RoleButtonRow[] = [
  { id: 10, name: '采购入库', pushBtn: '1,2,3,7', btnStr: '1,2,5' },
  { id: 20, name: '结算账户', pushBtn: '1,3', btnStr: '' },
];

describe('role button grants', () => {
  it('keeps only the held buttons a page offers', () => {
    expect(initialGrants(rows)).toEqual({ 10: ['1', '2'], 20: [] });
  });

  it('全选-导出 turns export on for every page offering it; 全选 toggles every offered button', () => {
    const exportOn = toggleAll(rows, initialGrants(rows), true, '3');
    expect(exportOn).toEqual({ 10: ['1', '2', '3'], 20: ['3'] });
    expect(allOn(rows, exportOn, '3')).toBe(true);
    expect(allOn(rows, exportOn)).toBe(false);
    const everything = toggleAll(rows, exportOn, true);
    expect(everything).toEqual({ 10: ['1', '2', '7', '3'], 20: ['1', '3'] });
    expect(toggleAll(rows, everything, false)).toEqual({ 10: [], 20: [] });
  });

  it('writes the JSON text updateBtnStr expects', () => {
    expect(JSON.parse(grantsJson(rows, { 10: ['1', '3'], 20: [] }))).toEqual([
      { funId: 10, btnStr: '1,3' },
      { funId: 20, btnStr: '' },
    ]);
  });
});
