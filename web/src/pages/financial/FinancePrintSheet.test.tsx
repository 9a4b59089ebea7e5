import { FINANCE_KINDS } from '@suanpan/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinancePrintSheet } from './FinancePrintSheet';

const receipt = Object.values(FINANCE_KINDS).find((k) => k.label === '收款单')!;
const head = { billNo: 'SK00000000001', billTimeStr: '2026-12-07 10:00:00', organName: '客户甲', status: '1', userName: '张三' };
const lines = [
  { id: 1, billNumber: 'XSCK00000000001', eachAmount: '100.5' },
  { id: 2, billNumber: 'XSCK00000000002', eachAmount: '20' },
];

describe('FinancePrintSheet (a finance document on paper)', () => {
  it('prints the 审核人 of an audited document and the amount in capitals', () => {
    render(<FinancePrintSheet kind={receipt} head={{ ...head, auditorName: '李四' }} lines={lines} />);
    expect(screen.getByTestId('finance-sheet-auditor').textContent).toBe('审核人：李四');
    expect(screen.getByText('金额大写：壹佰贰拾元伍角')).toBeTruthy();
  });

  it('leaves 审核人 to be signed by hand on a document not audited; no capitals before its lines are read', () => {
    render(<FinancePrintSheet kind={receipt} head={{ ...head, status: '0', auditorName: null }} lines={[]} />);
    expect(screen.getByTestId('finance-sheet-auditor').textContent).toBe('审核人：');
    expect(screen.queryByText(/金额大写/)).toBeNull();
  });
});
