import { expect } from 'vitest';
import type { TestApp } from '../support/test-app.js';
import { ok, postBill, type Line, type StockFixture } from '../stock/stock-fixtures.js';

/** A bill kind of a random history: what its bills are posted with (type, subType, partner, account…). */
export interface HistoryKind {
  type: string;
  subType: string;
  [key: string]: unknown;
}

export interface HistoryBill<K extends HistoryKind> {
  id: number;
  status: string;
  kind: K;
}

/**
 * A random history of bills of every kind the document layer saves, as the property tests of the kept columns and
 * summaries walk it: posts (each kind once first, by `tokens` at random; another than the owner posts drafts), edits of
 * drafts (new time and lines), audits, un-audits and deletes of drafts. `info` gives a kind's head (with a random time),
 * `lines` its lines; `after` runs after every step taken (with its action and number).
 */
export async function walkBillHistory<K extends HistoryKind>(
  t: TestApp,
  f: StockFixture,
  h: {
    steps: number;
    kinds: readonly K[];
    pick: <T>(xs: readonly T[]) => T;
    info: (kind: K) => Record<string, unknown>;
    lines: (kind: K) => Line[];
    tokens?: readonly string[];
    before?: (step: number) => Promise<void>;
    after: (action: string, step: number) => Promise<void>;
  },
): Promise<{ done: number; seen: number }> {
  const { pick } = h;
  const bills: Array<HistoryBill<K>> = [];
  const seen = new Set<string>();
  let done = 0;
  for (let step = 0; step < h.steps; step += 1) {
    await h.before?.(step);
    const action = bills.length < 3 ? 'post' : pick(['post', 'post', 'edit', 'edit', 'audit', 'unaudit', 'delete'] as const);
    const b = pick(bills);
    if (action === 'post') {
      const kind = seen.size < h.kinds.length ? h.kinds.find((k) => !seen.has(k.type + k.subType))! : pick(h.kinds);
      const token = h.tokens ? pick(h.tokens) : f.token;
      const status = token === f.token ? pick(['0', '1']) : '0';
      const res = await postBill(t, f, { ...h.info(kind), status }, h.lines(kind), undefined, token);
      expect(res.status, `${kind.subType}: ${res.text}`).toBe(200);
      bills.push({ id: res.body.data.id as number, status, kind });
      seen.add(kind.type + kind.subType);
    } else if (action === 'edit' && b && b.status === '0') {
      const res = await t.call('PUT', '/depotHead/updateDepotHeadAndDetail', {
        token: f.token,
        body: { info: JSON.stringify({ ...h.info(b.kind), id: b.id }), rows: JSON.stringify(h.lines(b.kind)) },
      });
      expect(res.status, `${b.kind.subType}: ${res.text}`).toBe(200);
    } else if ((action === 'audit' || action === 'unaudit') && b) {
      const status = action === 'audit' ? '1' : '0';
      if (b.status === status) continue;
      const res = await t.call('POST', '/depotHead/batchSetStatus', { token: f.token, body: { status, ids: String(b.id) } });
      expect(res.status, `${b.kind.subType}: ${res.text}`).toBe(200);
      b.status = status;
    } else if (action === 'delete' && b && b.status === '0') {
      ok(await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token: f.token, query: { ids: String(b.id) } }));
      bills.splice(bills.indexOf(b), 1);
    } else continue;
    done += 1;
    await h.after(action, step);
  }
  return { done, seen: seen.size };
}
