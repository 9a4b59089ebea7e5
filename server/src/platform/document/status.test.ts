import { BILL_ERR } from '@suanpan/contracts';
import { describe, expect, it } from 'vitest';
import { assertTransition, TRANSITIONS, type StatusAction } from './status.js';

const head = (status: string) => ({ id: '1', prefix: 'CGRK', number: 'CGRK00000000001', status, creator: '1' });
const refusalOf = (action: StatusAction, status: string, guard?: (h: ReturnType<typeof head>) => void) => {
  try {
    assertTransition(action, [head(status)], guard);
    return 'allowed';
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('document status machine', () => {
  it('moves 0 → 1 → 0 by audit, 0 → 9 → 1 or 9 → 0 by approval, and nothing else', () => {
    const moves = Object.entries(TRANSITIONS).map(([action, t]) => `${action} ${t.from}→${t.to}`);
    expect(moves).toEqual(['audit 0→1', 'unaudit 1→0', 'submit 0→9', 'approve 9→1', 'reject 9→0']);
    for (const [action, t] of Object.entries(TRANSITIONS) as Array<[StatusAction, (typeof TRANSITIONS)[StatusAction]]>) {
      for (const status of ['0', '1', '2', '3', '9']) expect(refusalOf(action, status)).toBe(status === t.from ? 'allowed' : t.refusal.code);
    }
  });

  it("runs the family's own guard before the status check", () => {
    const guard = () => {
      throw Object.assign(new Error('guarded'), { code: BILL_ERR.purchaseStatusTwo.code });
    };
    expect(refusalOf('unaudit', '1', guard)).toBe(BILL_ERR.purchaseStatusTwo.code);
    expect(refusalOf('unaudit', '0', guard)).toBe(BILL_ERR.purchaseStatusTwo.code);
  });
});
