import { APPROVAL_ERR, BILL_KINDS, ERR } from '@suanpan/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../src/app/auth/session.js';
import { GOODS_BILLS } from '../../src/modules/stock/bill-document.js';
import { goodsOutstanding } from '../../src/modules/stock/bill-outstanding.js';
import type { DocumentContext } from '../../src/platform/document/context.js';
import { refreshFigures } from '../../src/platform/document/outstanding.js';
import { changeStatus, type StatusAction } from '../../src/platform/document/status.js';
import { createRole, createUser, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { ok, receive, setConfig, stockFixture, type StockFixture } from '../stock/stock-fixtures.js';

let t: TestApp;
let f: StockFixture;
let owner: DocumentContext;

const contextOf = async (token: string): Promise<DocumentContext> => {
  const session = await findSession(t.db, token);
  if (!session) throw new Error('no session');
  return { db: t.db, session, ip: '127.0.0.1', timeZone: 'Asia/Shanghai', balances: t.balances, postings: t.postings };
};

beforeAll(async () => {
  t = await createTestApp();
  f = await stockFixture(t);
  await setConfig(t, f, { minus_stock_flag: '0', force_approval_flag: '0', in_out_manage_flag: '0', multi_level_approval_flag: '1' });
  // 采购入库 goes through 多级审核 (only covered kinds are submitted).
  await t.db.updateTable('system_config').set({ multi_bill_type: 'CGRK' }).where('tenant_id', '=', f.tenantId).execute();
  owner = await contextOf(f.token);
});
afterAll(async () => t.close());

const statusOf = async (id: number) => (await t.db.selectFrom('depot_head').select('status').where('id', '=', String(id)).executeTakeFirstOrThrow()).status;
/** The refusal's code, or 'done' with the new status. */
const act = async (c: DocumentContext, id: number, action: StatusAction) => {
  try {
    await changeStatus(c, GOODS_BILLS, [id], action);
    return `done ${await statusOf(id)}`;
  } catch (error) {
    return (error as { code?: number }).code;
  }
};

describe('document layer: status transitions', () => {
  it('multi-level approval goes 0 → 9 → 1, or back 9 → 0, and refuses each step from another status', async () => {
    const id = await receive(t, f, f.bar.screw, 1);
    expect(await act(owner, id, 'approve')).toBe(APPROVAL_ERR.notInApproval.code);
    expect(await act(owner, id, 'reject')).toBe(APPROVAL_ERR.notInApproval.code);
    expect(await act(owner, id, 'audit')).toBe(APPROVAL_ERR.useWorkflow.code);
    expect(await act(owner, id, 'submit')).toBe('done 9');
    expect(await act(owner, id, 'submit')).toBe(APPROVAL_ERR.submitNotDraft.code);
    // Under approval the bill is neither audited, un-audited nor edited through the bill endpoints.
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '1', ids: String(id) } })).body.code).toBe(8500012);
    expect((await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status: '0', ids: String(id) } })).body.code).toBe(8500013);
    expect(await act(owner, id, 'reject')).toBe('done 0');
    expect(await act(owner, id, 'submit')).toBe('done 9');
    expect(await act(owner, id, 'approve')).toBe('done 1');
    expect(await act(owner, id, 'submit')).toBe(APPROVAL_ERR.submitNotDraft.code);
    expect(await act(owner, id, 'audit')).toBe(8500012);
    expect(await act(owner, id, 'unaudit')).toBe('done 0');
    expect(await act(owner, id, 'unaudit')).toBe(8500013);
  });

  it("each step needs its button on the bill's own page, and a missing or deleted bill is not found", async () => {
    const id = await receive(t, f, f.bar.screw, 1);
    const login = unique('docstatus');
    const role = await createRole(t, f.tenantId, login, [{ url: BILL_KINDS.CGRK.page, btnStr: '1' }]);
    await createUser(t, f.tenantId, login, role);
    const editor = await contextOf(await sessionFor(t, login));
    expect(await act(editor, id, 'submit')).toBe('done 9');
    expect(await act(editor, id, 'approve')).toBe(ERR.forbidden.code);
    expect(await statusOf(id)).toBe('9');
    expect(await act(owner, id, 'approve')).toBe('done 1');
    expect(await act(owner, 999_999_999, 'submit')).toBe(ERR.notFound.code);
  });
});

describe('document layer: outstanding amounts', () => {
  it("最终欠款 comes from the family's pluggable source, and the repair brings it back to the goods bills' own", async () => {
    const id = await receive(t, f, f.bar.screw, 1);
    const lastDebt = async () => (await t.db.selectFrom('depot_head').select('last_debt').where('id', '=', String(id)).executeTakeFirstOrThrow()).last_debt;
    expect(Number(await lastDebt())).toBe(0);
    // A source that settles less (as finance's will subtract what its documents paid): the figure follows it.
    const moved = await refreshFigures(t.db, GOODS_BILLS, f.tenantId, [String(id)], [goodsOutstanding(sql`h.debt + 5`).lastDebt]);
    expect(moved.map((b) => b.id)).toEqual([String(id)]);
    expect(Number(await lastDebt())).toBe(5);
    const repair = ok(await t.call('POST', '/depotHead/batchSetLastDebt', { token: f.token, body: { ids: String(id) } }));
    expect(repair.corrected).toBe(1);
    expect(Number(await lastDebt())).toBe(0);
  });
});
