import { Decimal } from 'decimal.js';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, registerTenant, sessionFor, unique } from '../support/fixtures.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Issue 12 item 2: every report against an independent computation, written here in plain TypeScript from the rows
// the database holds (bill heads and lines, opening stock, products, departments, grants) and reports.md's definitions
// (§0 and the report's section) — never through the server's report code. One tenant per combination of 强审核 and
// 出入库管理, set before its bills are posted (a bill's stock effect is decided when it is posted or audited:
// docs/decisions.md), each holding every goods bill kind, returns, transfers, assembly and disassembly, a stock-count
// adjustment, orders (which count nowhere), unaudited, audited-later and deleted bills, bills before, at the edges of
// and after the period, multi-unit lines; read by the owner and by a restricted user (本部门数据 of a department
// tree, 分配仓库权限 and 分配客户权限 with grants, price limits 4 and 7), with the filters depot, category (with its
// descendants), 部门 (organizationId) and 商品信息 (name or any barcode, any case); a product disabled after it moved.
//
// Where reports.md leaves a choice the server made, the oracle pins it: 分配客户权限 also narrows 销售退货 in 入库明细 and
// 入库汇总 (§6/§7 name it for 出库 only; 销售统计 narrows the returns too); the stock reports count a bill as its stock was
// applied (flags of posting time, decisions.md), the bill-line reports read the flags when asked.
//
// Where our product fixes the reference (reports.md's marked bugs and §0's recommendation), the oracle follows the fix:
// audited = status 1, 2 or 3 everywhere; a bill at the first day's 00:00:00 belongs to the period only (进销存统计,
// 客户对账); 进销存统计 lists a product with opening stock and no movement (it leaves out a product whose figures are all 0).

let t: TestApp;

const BEGIN = '2026-03-01';
const END = '2026-03-31';
const FROM = `${BEGIN} 00:00:00`;
const TO = `${END} 23:59:59`;

// ----------------------------------------------------------------------------------------------------------------
// The kinds as reports.md names them (the oracle's own table, not the server's catalogue)

type Stock = 'in' | 'out' | 'transfer' | 'assemble' | 'disassemble' | 'adjust' | 'none';
const KINDS: Record<string, { stock: Stock; price: 'buy' | 'sale' | 'retail' }> = {
  CGRK: { stock: 'in', price: 'buy' },
  CGTH: { stock: 'out', price: 'buy' },
  XSCK: { stock: 'out', price: 'sale' },
  XSTH: { stock: 'in', price: 'sale' },
  LSCK: { stock: 'out', price: 'retail' },
  LSTH: { stock: 'in', price: 'retail' },
  QTRK: { stock: 'in', price: 'buy' },
  QTCK: { stock: 'out', price: 'buy' },
  DBCK: { stock: 'transfer', price: 'buy' },
  ZZD: { stock: 'assemble', price: 'buy' },
  CXD: { stock: 'disassemble', price: 'buy' },
  PDFP: { stock: 'adjust', price: 'buy' },
  CGDD: { stock: 'none', price: 'buy' },
  XSDD: { stock: 'none', price: 'sale' },
};
/** 出入库管理 leaves these out of the stock and in/out reports (reports.md §0 M). */
const IN_OUT_MANAGED = new Set(['CGRK', 'CGTH', 'XSCK', 'XSTH']);
/** 分配客户权限 narrows the sales bills (销售, 销售退货) to granted customers (§0 K; §6's exemptions are the other kinds). */
const SALES = new Set(['XSCK', 'XSTH']);
/** 入库明细 / 出库明细 (§6): which bills each direction lists. */
const DETAIL_KINDS = { 入库: ['CGRK', 'XSTH', 'LSTH', 'QTRK'], 出库: ['XSCK', 'LSCK', 'CGTH', 'QTCK'] } as const;
const TRADES = {
  buy: { url: '/depotItem/buyIn', fwd: 'CGRK', back: 'CGTH' },
  sale: { url: '/depotItem/saleOut', fwd: 'XSCK', back: 'XSTH' },
  retail: { url: '/depotItem/retailOut', fwd: 'LSCK', back: 'LSTH' },
} as const;
const MASK_CODE = { buy: '4', sale: '6', retail: '5' } as const;

const D = (v: unknown) => new Decimal(v === null || v === undefined ? 0 : String(v));
const s = (d: Decimal) => d.toFixed();
/** A figure as the server answers it, normalised (trailing zeros are not a difference). */
const n = (v: unknown) => (v === null || v === undefined ? null : D(v).toFixed());

// ----------------------------------------------------------------------------------------------------------------
// The fixture: one tenant per flag combination, built the same way

interface Viewer {
  label: string;
  token: string;
  userId: string;
  /** Creators the role shows (null = everyone), worked out from the departments. */
  creators: Set<string> | null;
  depots: string[];
  customers: string[];
  limits: Set<string>;
}

interface Tenant {
  tenantId: string;
  fa: boolean;
  io: boolean;
  admin: Viewer;
  clerk: Viewer;
  /** 个人数据, price limit 6 (sales money), every depot, 客户二 only. */
  solo: Viewer;
  depot: Record<'d1' | 'd2' | 'd3', string>;
  category: Record<'A' | 'B' | 'C' | 'X', string>;
  org: Record<'O1' | 'O2', string>;
  material: Record<'screw' | 'nut' | 'kit' | 'part' | 'gadget' | 'idle' | 'retired', string>;
  /** The 箱 barcode of 螺母 (not its default one). */
  nutBox: string;
}

const REPORT_PAGES = [
  '/report/material_stock',
  '/report/in_out_stock_report',
  '/report/stock_warning_report',
  '/report/buy_in_report',
  '/report/sale_out_report',
  '/report/retail_out_report',
  '/report/in_detail',
  '/report/out_detail',
  '/report/in_material_count',
  '/report/out_material_count',
  '/report/allocation_detail',
  '/report/customer_account',
  '/report/vendor_account',
];

async function buildTenant(fa: boolean, io: boolean): Promise<Tenant> {
  const login = unique('rx');
  const { tenantId, userId: ownerId } = await registerTenant(t, login);
  const token = await sessionFor(t, login);
  const db = t.db;
  await db
    .updateTable('system_config')
    .set({
      minus_stock_flag: '1',
      force_approval_flag: fa ? '1' : '0',
      in_out_manage_flag: io ? '1' : '0',
      depot_flag: '1',
      customer_flag: '1',
      move_avg_price_flag: '0',
      over_link_bill_flag: '0',
    })
    .where('tenant_id', '=', tenantId)
    .execute();
  const id = (r: { id: string }) => String(r.id);
  const depot = async (name: string) =>
    id(
      await db
        .insertInto('depot')
        .values({ tenant_id: tenantId, name: unique(name) })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const d = { d1: await depot('甲仓'), d2: await depot('乙仓'), d3: await depot('丙仓') };
  const partner = async (type: string, name: string, opening?: string) =>
    id(
      await db
        .insertInto('supplier')
        .values({
          tenant_id: tenantId,
          supplier: unique(name),
          type,
          ...(opening ? (type === '客户' ? { begin_need_get: opening } : { begin_need_pay: opening }) : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const p = {
    s1: await partner('供应商', '供应商一', '300'),
    s2: await partner('供应商', '供应商二'),
    c1: await partner('客户', '客户一', '120'),
    c2: await partner('客户', '客户二'),
    m1: await partner('会员', '会员一'),
  };
  // 分配仓库权限 / 分配客户权限: the owner holds every depot and customer (before setting opening stock: only granted depots
  // take it), the clerk 甲仓, 乙仓 and 客户一.
  const grant = async (user: string, depots: string[], customers: string[]) => {
    await db
      .insertInto('user_depot')
      .values(depots.map((depot_id) => ({ tenant_id: tenantId, user_id: user, depot_id })))
      .execute();
    await db
      .insertInto('user_customer')
      .values(customers.map((supplier_id) => ({ tenant_id: tenantId, user_id: user, supplier_id })))
      .execute();
  };
  await grant(ownerId, [d.d1, d.d2, d.d3], [p.c1, p.c2]);
  const account = id(
    await db
      .insertInto('account')
      .values({ tenant_id: tenantId, name: unique('现金'), initial_amount: '1000' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const category = async (name: string, parent: string | null) =>
    id(
      await db
        .insertInto('material_category')
        .values({ tenant_id: tenantId, name: unique(name), parent_id: parent })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const A = await category('五金', null);
  const B = await category('紧固件', A);
  const C = await category('螺丝类', B);
  const X = await category('工具', null);
  const unit = id(
    await db
      .insertInto('unit')
      .values({ tenant_id: tenantId, name: unique('个/(箱=12个)'), basic_unit: '个', other_unit: '箱', ratio: '12' })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  const bar: Record<string, string> = {};
  const product = async (
    key: string,
    body: Record<string, unknown>,
    barcodes: Array<{ unit: string; purchase: string; sale: string }>,
    stock: Array<{ id: string; initStock?: string; lowSafeStock?: string; highSafeStock?: string }> = [],
  ) => {
    const meList = barcodes.map((b, i) => {
      const code = unique(`B${Object.keys(bar).length}x${i}`);
      bar[`${key}${i}`] = code;
      return { barCode: code, commodityUnit: b.unit, purchaseDecimal: b.purchase, commodityDecimal: b.sale, wholesaleDecimal: b.sale };
    });
    const res = await t.call('POST', '/material/add', {
      token,
      body: { name: unique(key), ...body, meList, stock: stock.map((x) => ({ ...x, id: Number(x.id) })) },
    });
    expect(res.status, res.text).toBe(200);
    return String(res.body.data.id);
  };
  const m = {
    screw: await product(
      '螺丝',
      { categoryId: Number(C), unit: '个', weight: '0.5' },
      [{ unit: '个', purchase: '1', sale: '2' }],
      [
        { id: d.d1, initStock: '20', lowSafeStock: '10', highSafeStock: '200' },
        { id: d.d3, lowSafeStock: '5' },
      ],
    ),
    nut: await product(
      '螺母',
      { categoryId: Number(B), unitId: Number(unit), weight: '0.1' },
      [
        { unit: '个', purchase: '0.5', sale: '1' },
        { unit: '箱', purchase: '6', sale: '12' },
      ],
      [{ id: d.d2, initStock: '12', highSafeStock: '20' }],
    ),
    kit: await product('工具箱', { categoryId: Number(A), unit: '个' }, [{ unit: '个', purchase: '50', sale: '80' }], [{ id: d.d1, lowSafeStock: '3' }]),
    part: await product(
      '扳手',
      { categoryId: Number(X), unit: '个', weight: '2' },
      [{ unit: '个', purchase: '10', sale: '15' }],
      [{ id: d.d3, initStock: '10' }],
    ),
    gadget: await product('卡尺', { categoryId: Number(C), unit: '个' }, [{ unit: '个', purchase: '7', sale: '9' }], [{ id: d.d2, initStock: '5' }]),
    idle: await product('闲置', { categoryId: Number(X), unit: '个' }, [{ unit: '个', purchase: '3', sale: '4' }]),
    retired: await product(
      '停用',
      { categoryId: Number(C), unit: '个' },
      [{ unit: '个', purchase: '5', sale: '6' }],
      [{ id: d.d1, initStock: '4', lowSafeStock: '9' }],
    ),
  };

  // People: departments O1 ⊃ O2; u1 in O1, u2 in O2, u3 in none; the clerk (本部门数据) in O1.
  const org = async (name: string, parent: string | null) =>
    id(
      await db
        .insertInto('organization')
        .values({ tenant_id: tenantId, org_no: unique('no'), org_abr: unique(name), parent_id: parent })
        .returning('id')
        .executeTakeFirstOrThrow(),
    );
  const O1 = await org('销售部', null);
  const O2 = await org('销售一组', O1);
  const plain = async (name: string) => createUser(t, tenantId, unique(name), null);
  const u1 = await plain('u1');
  const u2 = await plain('u2');
  const u3 = await plain('u3');
  /** A user of a role reading every report page, with its data scope and price limits. */
  const reader = async (prefix: string, type: string, priceLimit: string) => {
    const role = await createRole(
      t,
      tenantId,
      unique(prefix),
      REPORT_PAGES.map((url) => ({ url, btnStr: '' })),
      type,
    );
    await db.updateTable('role').set({ price_limit: priceLimit }).where('id', '=', role).execute();
    const login = unique(prefix);
    return { login, id: await createUser(t, tenantId, login, role) };
  };
  const { login: soloLogin, id: solo } = await reader('solo', '个人数据', '6');
  const { login: clerkLogin, id: clerk } = await reader('clerk', '本部门数据', '4,7');
  await db
    .insertInto('orga_user_rel')
    .values([
      { tenant_id: tenantId, orga_id: O1, user_id: u1 },
      { tenant_id: tenantId, orga_id: O2, user_id: u2 },
      { tenant_id: tenantId, orga_id: O1, user_id: clerk },
    ])
    .execute();
  await grant(clerk, [d.d1, d.d2], [p.c1]);
  await grant(solo, [d.d1, d.d2, d.d3], [p.c2]);

  // The bills.
  const post = async (info: Record<string, unknown>, rows: Array<Record<string, unknown>>, creator?: string) => {
    const res = await t.call('POST', '/depotHead/addDepotHeadAndDetail', {
      token,
      body: { info: JSON.stringify(info), rows: JSON.stringify(rows) },
    });
    expect(res.status, res.text).toBe(200);
    const billId = String(res.body.data.id);
    // Made by another user: the bill's creator (its lines follow their head, migration 0033).
    if (creator) await db.updateTable('depot_head').set({ creator }).where('tenant_id', '=', tenantId).where('id', '=', billId).execute();
    return billId;
  };
  const line = (key: string, qty: string | number, depotId: string, price?: string | number, extra: Record<string, unknown> = {}) => ({
    barCode: bar[key],
    operNumber: String(qty),
    depotId,
    ...(price !== undefined ? { unitPrice: String(price) } : {}),
    ...extra,
  });
  const buy = (organId: string, operTime: string, status: string) => ({ type: '入库', subType: '采购', organId, accountId: account, operTime, status });
  const trade = (type: string, subType: string, organId: string, operTime: string, status: string) => ({
    type,
    subType,
    organId,
    accountId: account,
    operTime,
    status,
  });
  // February (before the period).
  await post({ ...buy(p.s1, '2026-02-10 09:00:00', '1'), changeAmount: '80' }, [line('螺丝0', 100, d.d1, 1), line('螺母1', 2, d.d1, 6)]);
  await post(trade('出库', '销售', p.c1, '2026-02-15 10:00:00', '1'), [line('螺丝0', 10, d.d1, 2)], u1);
  await post({ type: '其它', subType: '组装单', operTime: '2026-02-20 10:00:00', status: '1' }, [
    line('工具箱0', 1, d.d1, undefined, { mType: '组合件' }),
    line('扳手0', 2, d.d1, undefined, { mType: '普通子件' }),
  ]);
  // March: the first day at 00:00:00 belongs to the period only.
  await post(buy(p.s1, `${BEGIN} 00:00:00`, '1'), [line('扳手0', 20, d.d2, 10), line('螺母0', 6, d.d2, 0.5)], u2);
  await post({ ...buy(p.s2, '2026-03-03 08:00:00', '0'), changeAmount: '20' }, [line('螺丝0', 40, d.d1, 1.2)], u1);
  await post(trade('出库', '采购退货', p.s1, '2026-03-04 08:00:00', '1'), [line('螺丝0', 5, d.d1, 1)], u3);
  await post({ ...trade('出库', '销售', p.c1, '2026-03-05 08:00:00', '1'), changeAmount: '30' }, [line('螺丝0', 20, d.d1, 2), line('螺母1', 1, d.d1, 12)], u1);
  await post(trade('出库', '销售', p.c2, '2026-03-06 08:00:00', '1'), [line('扳手0', 3, d.d2, 15)], solo);
  await post({ ...trade('入库', '销售退货', p.c1, '2026-03-07 08:00:00', '1'), changeAmount: '4' }, [line('螺丝0', 2, d.d1, 2)], u1);
  await post(trade('入库', '销售退货', p.c2, '2026-03-08 08:00:00', '0'), [line('扳手0', 1, d.d2, 15)], u2);
  await post(trade('入库', '销售退货', p.c2, '2026-03-08 09:00:00', '1'), [line('螺丝0', 1, d.d1, 2)], u1);
  await post(trade('出库', '零售', p.m1, '2026-03-09 08:00:00', '1'), [line('螺丝0', 3, d.d1, 3), line('螺母0', 5, d.d1, 1)], u2);
  await post(trade('入库', '零售退货', p.m1, '2026-03-10 08:00:00', '1'), [line('螺丝0', 1, d.d1, 3)]);
  await post(trade('出库', '零售', p.m1, '2026-03-10 09:00:00', '0'), [line('扳手0', 1, d.d2, 15)], solo);
  await post({ type: '入库', subType: '其它', organId: p.s2, operTime: '2026-03-11 08:00:00', status: '1' }, [line('扳手0', 7, d.d3, 4)], solo);
  await post({ type: '出库', subType: '其它', organId: p.c2, operTime: '2026-03-12 08:00:00', status: '1' }, [line('螺丝0', 4, d.d1)], u1);
  await post({ type: '出库', subType: '调拨', operTime: '2026-03-13 08:00:00', status: '1' }, [line('螺丝0', 15, d.d1, 1, { anotherDepotId: d.d2 })], u2);
  await post({ type: '出库', subType: '调拨', operTime: '2026-03-14 08:00:00', status: '0' }, [line('扳手0', 2, d.d2, 10, { anotherDepotId: d.d3 })], u1);
  await post({ type: '出库', subType: '调拨', operTime: '2026-03-14 09:00:00', status: '1' }, [line('螺母1', 1, d.d1, 6, { anotherDepotId: d.d3 })]);
  await post(
    { type: '其它', subType: '组装单', operTime: '2026-03-15 08:00:00', status: '1' },
    [line('工具箱0', 2, d.d1, undefined, { mType: '组合件' }), line('扳手0', 4, d.d1, undefined, { mType: '普通子件' })],
    u3,
  );
  await post(
    { type: '其它', subType: '拆卸单', operTime: '2026-03-16 08:00:00', status: '1' },
    [line('工具箱0', 1, d.d1, undefined, { mType: '组合件' }), line('扳手0', 2, d.d2, undefined, { mType: '普通子件' })],
    u1,
  );
  await post({ type: '其它', subType: '盘点复盘', operTime: '2026-03-17 08:00:00', status: '1' }, [
    line('螺丝0', 3, d.d1, undefined, { mType: '盘亏' }),
    line('螺母0', 4, d.d2, undefined, { mType: '盘盈' }),
  ]);
  // Orders count nowhere.
  await post({ type: '其它', subType: '采购订单', organId: p.s1, operTime: '2026-03-18 08:00:00', status: '1' }, [
    { barCode: bar['螺丝0'], operNumber: '50', unitPrice: '1' },
  ]);
  await post({ type: '其它', subType: '销售订单', organId: p.c1, operTime: '2026-03-18 09:00:00', status: '1' }, [
    { barCode: bar['螺丝0'], operNumber: '10', unitPrice: '2' },
  ]);
  // Audited after posting; deleted; at the last second of the period.
  const later = await post(trade('出库', '销售', p.c1, '2026-03-20 08:00:00', '0'), [line('螺丝0', 6, d.d1, 2)], u2);
  expect((await t.call('POST', '/depotHead/batchSetStatus', { token, body: { status: '1', ids: later } })).status).toBe(200);
  const gone = await post({ type: '入库', subType: '其它', organId: p.s1, operTime: '2026-03-21 08:00:00', status: '0' }, [line('螺丝0', 500, d.d1)]);
  expect((await t.call('DELETE', '/depotHead/batchDeleteBillByIds', { token, query: { ids: gone } })).status).toBe(200);
  await post(trade('出库', '零售', p.m1, `${END} 23:59:59`, '1'), [line('螺母1', 1, d.d2, 12)]);
  // A product disabled after it moved: the stock reports leave it out (reports.md §1, §9, §11), the bill-line ones do not.
  await post(buy(p.s1, '2026-03-19 08:00:00', '1'), [line('停用0', 3, d.d1, 5)], u1);
  await post(trade('出库', '销售', p.c1, '2026-03-19 09:00:00', '1'), [line('停用0', 1, d.d1, 6)], u2);
  await db.updateTable('material').set({ enabled: false }).where('tenant_id', '=', tenantId).where('id', '=', m.retired).execute();
  // Today (账户统计's 本月发生额), and April (after the period).
  const today = (await sql<{ d: string }>`select to_char(localtimestamp, 'YYYY-MM-DD') as d`.execute(db)).rows[0]!.d;
  await post({ ...trade('出库', '销售', p.c1, `${today} 08:00:00`, fa ? '0' : '1'), changeAmount: '10' }, [line('螺丝0', 1, d.d1, 12)], u1);
  await post({ ...trade('出库', '采购退货', p.s2, `${today} 09:00:00`, '1'), changeAmount: '7' }, [line('扳手0', 1, d.d3, 7)]);
  await post(trade('出库', '销售', p.c2, '2026-04-02 08:00:00', '1'), [line('螺丝0', 2, d.d1, 2)], u1);
  await post(buy(p.s1, '2026-04-03 08:00:00', '1'), [line('扳手0', 5, d.d3, 10)], u2);

  const clerkToken = await sessionFor(t, clerkLogin);
  return {
    tenantId,
    fa,
    io,
    admin: { label: '所有者', token, userId: ownerId, creators: null, depots: [d.d1, d.d2, d.d3], customers: [p.c1, p.c2], limits: new Set() },
    solo: {
      label: '个人报表员',
      token: await sessionFor(t, soloLogin),
      userId: solo,
      creators: new Set([solo]),
      depots: [d.d1, d.d2, d.d3],
      customers: [p.c2],
      limits: new Set(['6']),
    },
    clerk: { label: '本部门报表员', token: clerkToken, userId: clerk, creators: null, depots: [d.d1, d.d2], customers: [p.c1], limits: new Set(['4', '7']) },
    depot: d,
    category: { A, B, C, X },
    org: { O1, O2 },
    material: m,
    nutBox: bar['螺母1']!,
  };
}

// ----------------------------------------------------------------------------------------------------------------
// The ledger as stored, and reports.md computed from it

interface Head {
  id: string;
  prefix: string;
  type: string;
  subType: string;
  number: string;
  time: string;
  status: string;
  creator: string;
  organId: string | null;
  deleted: boolean;
  discountLastMoney: string | null;
  otherMoney: string | null;
  deposit: string | null;
  changeAmount: string | null;
  accountId: string | null;
  payType: string | null;
}
interface Item {
  id: string;
  headerId: string;
  materialId: string;
  extendId: string;
  depotId: string | null;
  anotherDepotId: string | null;
  operNumber: string;
  allPrice: string | null;
  materialType: string | null;
  deleted: boolean;
}
interface Ledger {
  heads: Map<string, Head>;
  items: Item[];
  /** Base units per unit of the line's barcode (the unit group's ratio for its bigger unit). */
  ratio: Map<string, Decimal>;
  barcode: Map<string, string>;
  /** live: not deleted, with a default barcode (a report row can show it); shown: also enabled (the stock reports). */
  products: Map<string, { name: string; barcodes: string[]; category: string | null; weight: Decimal; cost: Decimal; live: boolean; shown: boolean }>;
  opening: Array<{ materialId: string; depotId: string; number: Decimal; low: Decimal; high: Decimal }>;
  categories: Array<{ id: string; parent: string | null }>;
  orgs: Array<{ id: string; parent: string | null }>;
  members: Array<{ org: string; user: string }>;
  partners: Array<{ id: string; type: string; beginGet: string | null; beginPay: string | null }>;
  depotName: Map<string, string>;
}

async function readLedger(tenantId: string): Promise<Ledger> {
  const rows = async <R = Record<string, any>>(q: RawBuilder<unknown>) => (await q.execute(t.db)).rows as R[];
  const heads = await rows(sql`
    select id::text, prefix, type, sub_type, number, to_char(oper_time, 'YYYY-MM-DD HH24:MI:SS') as time, status, creator::text, organ_id::text,
      delete_flag, discount_last_money::text, other_money::text, deposit::text, change_amount::text, account_id::text, pay_type
    from depot_head where tenant_id = ${tenantId}`);
  const items = await rows(sql`
    select id::text, header_id::text, material_id::text, material_extend_id::text, depot_id::text, another_depot_id::text, oper_number::text,
      all_price::text, material_type, delete_flag
    from depot_item where tenant_id = ${tenantId}`);
  const extendRows = await rows(sql`
    select x.id::text, x.material_id::text, x.bar_code, x.commodity_unit, x.default_flag, x.delete_flag, x.purchase_decimal::text, u.other_unit, u.ratio::text
    from material_extend x join material m on m.tenant_id = x.tenant_id and m.id = x.material_id
    left join unit u on u.tenant_id = m.tenant_id and u.id = m.unit_id
    where x.tenant_id = ${tenantId}`);
  const materials = await rows(sql`
    select id::text, name, category_id::text, weight::text, enabled, delete_flag from material where tenant_id = ${tenantId}`);
  const opening = await rows(sql`
    select material_id::text, depot_id::text, number::text, low_safe_stock::text as low, high_safe_stock::text as high
    from material_initial_stock where tenant_id = ${tenantId}`);
  const categories = await rows<{ id: string; parent: string | null }>(sql`
    select id::text, parent_id::text as parent from material_category where tenant_id = ${tenantId} and not delete_flag`);
  const orgs = await rows<{ id: string; parent: string | null }>(sql`
    select id::text, parent_id::text as parent from organization where tenant_id = ${tenantId} and not delete_flag`);
  const members = await rows<{ org: string; user: string }>(sql`
    select orga_id::text as org, user_id::text as user from orga_user_rel where tenant_id = ${tenantId} and not delete_flag`);
  const partners = await rows<{ id: string; type: string; beginGet: string | null; beginPay: string | null }>(sql`
    select id::text, type, begin_need_get::text as "beginGet", begin_need_pay::text as "beginPay" from supplier
    where tenant_id = ${tenantId} and enabled and not delete_flag`);
  const depots = await rows<{ id: string; name: string }>(sql`select id::text, name from depot where tenant_id = ${tenantId}`);

  const ratio = new Map<string, Decimal>();
  const barcode = new Map<string, string>();
  const defaults = new Map<string, Decimal>();
  for (const x of extendRows) {
    barcode.set(String(x.id), String(x.bar_code));
    ratio.set(String(x.id), x.other_unit !== null && x.commodity_unit === x.other_unit ? D(x.ratio) : D(1));
    if (x.default_flag && !x.delete_flag) defaults.set(String(x.material_id), D(x.purchase_decimal));
  }
  return {
    heads: new Map(
      heads.map((h) => [
        String(h.id),
        {
          id: String(h.id),
          prefix: String(h.prefix),
          type: String(h.type),
          subType: String(h.sub_type),
          number: String(h.number),
          time: String(h.time),
          status: String(h.status),
          creator: String(h.creator),
          organId: h.organ_id === null ? null : String(h.organ_id),
          deleted: h.delete_flag === true,
          discountLastMoney: h.discount_last_money as string | null,
          otherMoney: h.other_money as string | null,
          deposit: h.deposit as string | null,
          changeAmount: h.change_amount as string | null,
          accountId: h.account_id === null ? null : String(h.account_id),
          payType: h.pay_type as string | null,
        },
      ]),
    ),
    items: items.map((i) => ({
      id: String(i.id),
      headerId: String(i.header_id),
      materialId: String(i.material_id),
      extendId: String(i.material_extend_id),
      depotId: i.depot_id === null ? null : String(i.depot_id),
      anotherDepotId: i.another_depot_id === null ? null : String(i.another_depot_id),
      operNumber: String(i.oper_number),
      allPrice: i.all_price as string | null,
      materialType: i.material_type as string | null,
      deleted: i.delete_flag === true,
    })),
    ratio,
    barcode,
    products: new Map(
      materials.map((m) => [
        String(m.id),
        {
          category: m.category_id as string | null,
          weight: D(m.weight),
          cost: defaults.get(String(m.id)) ?? D(0),
          name: String(m.name),
          barcodes: extendRows.filter((x) => String(x.material_id) === String(m.id) && !x.delete_flag).map((x) => String(x.bar_code)),
          live: m.delete_flag !== true && defaults.has(String(m.id)),
          shown: m.enabled === true && m.delete_flag !== true && defaults.has(String(m.id)),
        },
      ]),
    ),
    opening: opening.map((o) => ({ materialId: String(o.material_id), depotId: String(o.depot_id), number: D(o.number), low: D(o.low), high: D(o.high) })),
    categories,
    orgs,
    members,
    partners,
    depotName: new Map(depots.map((x) => [x.id, x.name])),
  };
}

/** A tree's node and every node below it. */
function below(nodes: Array<{ id: string; parent: string | null }>, root: string): Set<string> {
  const out = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const x of nodes)
      if (x.parent !== null && out.has(x.parent) && !out.has(x.id)) {
        out.add(x.id);
        grew = true;
      }
  }
  return out;
}

/** What a request asks beside the period: a depot, a category, a department. */
interface Ask {
  label: string;
  depotId?: string;
  categoryId?: string;
  organizationId?: string;
  materialParam?: string;
}

/** reports.md §0 for one viewer and one request: C, D, K, category, price limits. */
function scopeOf(L: Ledger, v: Viewer, ask: Ask) {
  let creators = v.creators;
  if (ask.organizationId) {
    const orgs = below(L.orgs, ask.organizationId);
    const users = new Set(L.members.filter((r) => orgs.has(r.org)).map((r) => r.user));
    creators = creators ? new Set([...creators].filter((c) => users.has(c))) : users;
  }
  const depots = ask.depotId ? v.depots.filter((x) => x === ask.depotId) : v.depots;
  const categories = ask.categoryId ? below(L.categories, ask.categoryId) : null;
  const masked = (prefix: string) => {
    const k = KINDS[prefix];
    return k !== undefined && v.limits.has(MASK_CODE[k.price]);
  };
  // 商品信息: a substring (any case) of the product's name or of one of its barcodes (its other texts are empty here).
  const word = ask.materialParam?.toLowerCase();
  const matches = (mid: string) => {
    const p = L.products.get(mid);
    return !word || (p !== undefined && [p.name, ...p.barcodes].some((x) => x.toLowerCase().includes(word)));
  };
  return { creators, depots, categories, matches, customers: v.customers, masked, stockPriceHidden: v.limits.has('7') };
}
type Scope = ReturnType<typeof scopeOf>;

interface Line extends Item {
  head: Head;
  base: Decimal;
}

function lines(L: Ledger): Line[] {
  return L.items
    .map((i) => ({ ...i, head: L.heads.get(i.headerId)!, base: D(i.operNumber).times(L.ratio.get(i.extendId) ?? 1) }))
    .filter((i) => !i.deleted && !i.head.deleted);
}

/** The bill-line reports' shared conditions (§0 F, M, C, K, category, period) for lines of the given kinds. */
function lineFilter(T: Tenant, L: Ledger, sc: Scope, kinds: readonly string[], inOutManaged: boolean) {
  return lines(L).filter((i) => {
    const h = i.head;
    if (!kinds.includes(h.prefix)) return false;
    if (T.fa && !['1', '2', '3'].includes(h.status)) return false;
    if (inOutManaged && T.io && IN_OUT_MANAGED.has(h.prefix)) return false;
    if (sc.creators && !sc.creators.has(h.creator)) return false;
    if (SALES.has(h.prefix) && !sc.customers.includes(h.organId ?? '')) return false;
    if (h.time < FROM || h.time > TO) return false;
    if (sc.categories && !sc.categories.has(L.products.get(i.materialId)?.category ?? '')) return false;
    return L.products.get(i.materialId)?.live === true && sc.matches(i.materialId);
  });
}

/** The stock effects of every live line as posting applies them (§0 F and M on stock; business rules §5). */
function effects(T: Tenant, L: Ledger) {
  const out: Array<{ line: Line; materialId: string; depotId: string; qty: Decimal; time: string; transferIn: boolean }> = [];
  for (const i of lines(L)) {
    const h = i.head;
    const stock = KINDS[h.prefix]?.stock ?? 'none';
    if (stock === 'none') continue;
    if (T.io && IN_OUT_MANAGED.has(h.prefix)) continue;
    if (T.fa && !['1', '2', '3'].includes(h.status)) continue;
    const add = (depotId: string | null, sign: 1 | -1, transferIn = false) =>
      out.push({ line: i, materialId: i.materialId, depotId: depotId!, qty: i.base.times(sign), time: h.time, transferIn });
    if (stock === 'in') add(i.depotId, 1);
    else if (stock === 'out') add(i.depotId, -1);
    else if (stock === 'transfer') {
      add(i.depotId, -1);
      add(i.anotherDepotId, 1, true);
    } else if (stock === 'assemble') add(i.depotId, i.materialType === '组合件' ? 1 : -1);
    else if (stock === 'disassemble') add(i.depotId, i.materialType === '组合件' ? -1 : 1);
    else add(i.depotId, i.materialType === '盘亏' ? -1 : 1);
  }
  return out;
}

const sum = <X>(xs: readonly X[], f: (x: X) => Decimal.Value) => xs.reduce((a, x) => a.plus(f(x)), D(0));
const byKey = <X>(xs: readonly X[], key: (x: X) => string) => {
  const m = new Map<string, X[]>();
  for (const x of xs) m.set(key(x), [...(m.get(key(x)) ?? []), x]);
  return m;
};
/** A map or record as a record sorted by key, for a comparison that names the differing keys. */
const sorted = (m: Map<unknown, unknown> | Record<string, unknown>) =>
  Object.fromEntries(
    (m instanceof Map ? [...m.entries()].map(([k, v]) => [String(k), v] as const) : Object.entries(m)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

// ----------------------------------------------------------------------------------------------------------------
// The scenarios

const SCENARIOS = [
  { fa: true, io: false },
  { fa: true, io: true },
  { fa: false, io: false },
  { fa: false, io: true },
];

const tenants = new Map<string, Tenant>();
const name = (x: { fa: boolean; io: boolean }) => `强审核${x.fa ? '开' : '关'} 出入库管理${x.io ? '开' : '关'}`;

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  for (const x of SCENARIOS) tenants.set(name(x), await buildTenant(x.fa, x.io));
  // The clerk's creators (本部门数据): the users of their department tree and themselves — from the tables.
  for (const T of tenants.values()) {
    const L = await readLedger(T.tenantId);
    const mine = L.members.filter((r) => r.user === T.clerk.userId).map((r) => r.org);
    const orgs = new Set(mine.flatMap((o) => [...below(L.orgs, o)]));
    T.clerk.creators = new Set([T.clerk.userId, ...L.members.filter((r) => orgs.has(r.org)).map((r) => r.user)]);
  }
}, 240_000);
afterAll(async () => t?.close());

const get = async (token: string, url: string, query: Record<string, string | number | undefined>) => {
  const q = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  const res = await t.call('GET', url, { token, query: q });
  expect(res.status, `${url} ${res.text}`).toBe(200);
  return res.body.data;
};

/** Every viewer × request of a tenant: the owner with every filter, the clerk with most, the 个人数据 user with two. */
function asks(T: Tenant): Array<[Viewer, Ask]> {
  const list: Ask[] = [
    { label: '全部' },
    { label: '甲仓', depotId: T.depot.d1 },
    { label: '丙仓', depotId: T.depot.d3 },
    { label: '五金及下级', categoryId: T.category.A },
    { label: '紧固件及下级 乙仓', categoryId: T.category.B, depotId: T.depot.d2 },
    { label: '部门 销售部', organizationId: T.org.O1 },
    { label: '部门 销售一组', organizationId: T.org.O2 },
    { label: '商品信息 名称', materialParam: '螺母' },
    { label: '商品信息 箱条码 小写', materialParam: T.nutBox.toLowerCase() },
  ];
  // 个人数据 without filters and with one depot.
  const clerk = list.filter((a) => a.label !== '五金及下级' && a.label !== '商品信息 名称');
  return [...list.map((a): [Viewer, Ask] => [T.admin, a]), ...clerk.map((a): [Viewer, Ask] => [T.clerk, a]), [T.solo, list[0]!], [T.solo, list[1]!]];
}
const paramsOf = (a: Ask) => ({
  depotId: a.depotId,
  categoryId: a.categoryId,
  organizationId: a.organizationId,
  materialParam: a.materialParam,
  beginTime: BEGIN,
  endTime: END,
});
const PAGE = { currentPage: 1, pageSize: 1000 };

describe.each(SCENARIOS.map(name))('%s', (scenario) => {
  let T: Tenant;
  let L: Ledger;
  beforeAll(async () => {
    T = tenants.get(scenario)!;
    L = await readLedger(T.tenantId);
  });

  it('采购统计 / 销售统计 / 零售统计: per barcode, base quantities and line amounts, returns, net total', async () => {
    for (const [v, ask] of asks(T)) {
      const sc = scopeOf(L, v, ask);
      for (const [trade, k] of Object.entries(TRADES)) {
        const label = `${trade} ${v.label} ${ask.label}`;
        const got = await get(v.token, k.url, { ...paramsOf(ask), ...PAGE });
        const hidden = sc.masked(k.fwd);
        const kept = lineFilter(T, L, sc, [k.fwd, k.back], false).filter((i) => sc.depots.includes(i.depotId ?? ''));
        const want = new Map<string, Record<string, string | null>>();
        for (const [extend, xs] of byKey(kept, (i) => i.extendId)) {
          const fwd = xs.filter((i) => i.head.prefix === k.fwd);
          const back = xs.filter((i) => i.head.prefix === k.back);
          const [fq, fa, bq, ba] = [sum(fwd, (i) => i.base), sum(fwd, (i) => D(i.allPrice)), sum(back, (i) => i.base), sum(back, (i) => D(i.allPrice))];
          want.set(
            L.barcode.get(extend)!,
            trade === 'buy'
              ? { inSum: s(fq), inSumPrice: hidden ? null : s(fa), outSum: s(bq), outSumPrice: hidden ? null : s(ba), net: hidden ? null : s(fa.minus(ba)) }
              : { outSum: s(fq), outSumPrice: hidden ? null : s(fa), inSum: s(bq), inSumPrice: hidden ? null : s(ba), net: hidden ? null : s(fa.minus(ba)) },
          );
        }
        const net = trade === 'buy' ? 'inOutSumPrice' : 'outInSumPrice';
        const rows = new Map<string, Record<string, string | null>>(
          got.rows.map((r: Record<string, unknown>) => [
            r.barCode,
            trade === 'buy'
              ? { inSum: n(r.inSum), inSumPrice: n(r.inSumPrice), outSum: n(r.outSum), outSumPrice: n(r.outSumPrice), net: n(r[net]) }
              : { outSum: n(r.outSum), outSumPrice: n(r.outSumPrice), inSum: n(r.inSum), inSumPrice: n(r.inSumPrice), net: n(r[net]) },
          ]),
        );
        expect(sorted(rows), label).toEqual(sorted(want));
        expect(got.total, label).toBe(want.size);
        const total = sum(kept, (i) => D(i.allPrice).times(i.head.prefix === k.fwd ? 1 : -1));
        expect(n(got.realityPriceTotal), label).toBe(hidden ? null : s(total));
      }
    }
  });

  it('入库明细 / 出库明细: the direction’s lines (no transfers, orders, assembly or counts), entered quantities, masked money', async () => {
    for (const [v, ask] of asks(T)) {
      const sc = scopeOf(L, v, ask);
      for (const type of ['入库', '出库'] as const) {
        const label = `${type}明细 ${v.label} ${ask.label}`;
        const got = await get(v.token, '/depotHead/findInOutDetail', { ...paramsOf(ask), type, ...PAGE });
        const kept = lineFilter(T, L, sc, DETAIL_KINDS[type], true).filter((i) => sc.depots.includes(i.depotId ?? ''));
        const want = new Map(
          kept.map((i) => [
            i.id,
            {
              number: i.head.number,
              operNumber: s(D(i.operNumber)),
              allPrice: sc.masked(i.head.prefix) ? null : s(D(i.allPrice)),
              dname: L.depotName.get(i.depotId!),
            },
          ]),
        );
        const rows = new Map(
          got.rows.map((r: Record<string, unknown>) => [
            String(r.id),
            { number: r.number, operNumber: n(r.operNumber), allPrice: n(r.allPrice), dname: r.dname },
          ]),
        );
        expect(sorted(rows), label).toEqual(sorted(want));
        expect(got.total, label).toBe(kept.length);
        expect(n(got.operNumberTotal), label).toBe(s(sum(kept, (i) => i.operNumber)));
        expect(n(got.allPriceTotal), label).toBe(s(sum(kept, (i) => (sc.masked(i.head.prefix) ? 0 : D(i.allPrice)))));
      }
    }
  });

  it('入库汇总 / 出库汇总: per product in base units, a transfer on the side its depot is on, masked money left out', async () => {
    for (const [v, ask] of asks(T)) {
      const sc = scopeOf(L, v, ask);
      for (const type of ['入库', '出库'] as const) {
        const label = `${type}汇总 ${v.label} ${ask.label}`;
        const got = await get(v.token, '/depotHead/findInOutMaterialCount', { ...paramsOf(ask), type, ...PAGE });
        const kept = lineFilter(T, L, sc, [...DETAIL_KINDS[type], 'DBCK'], true).filter((i) =>
          sc.depots.includes((type === '入库' && i.head.prefix === 'DBCK' ? i.anotherDepotId : i.depotId) ?? ''),
        );
        const want = new Map<string, { numSum: string; priceSum: string }>();
        for (const [mid, xs] of byKey(kept, (i) => i.materialId))
          want.set(mid, { numSum: s(sum(xs, (i) => i.base)), priceSum: s(sum(xs, (i) => (sc.masked(i.head.prefix) ? 0 : D(i.allPrice)))) });
        const rows = new Map(got.rows.map((r: Record<string, unknown>) => [String(r.materialId), { numSum: n(r.numSum), priceSum: n(r.priceSum) }]));
        expect(sorted(rows), label).toEqual(sorted(want));
        expect(n(got.numSumTotal), label).toBe(s(sum(kept, (i) => i.base)));
        expect(n(got.priceSumTotal), label).toBe(s(sum(kept, (i) => (sc.masked(i.head.prefix) ? 0 : D(i.allPrice)))));
      }
    }
  });

  it('调拨明细: transfer lines from the source depots to the destination depots', async () => {
    for (const [v, ask] of asks(T)) {
      const sc = scopeOf(L, v, ask);
      const every = scopeOf(L, v, { label: '' }).depots;
      // The request's depot as the source (调出仓库), then as the destination (调入仓库); the other side is any depot the
      // viewer may use.
      for (const side of ['depotIdF', 'depotId'] as const) {
        const [sources, targets] = side === 'depotIdF' ? [sc.depots, every] : [every, sc.depots];
        const label = `调拨明细 ${side} ${v.label} ${ask.label}`;
        const got = await get(v.token, '/depotHead/findAllocationDetail', {
          ...paramsOf(ask),
          depotId: undefined,
          [side]: ask.depotId,
          ...PAGE,
        });
        const kept = lineFilter(T, L, sc, ['DBCK'], false).filter((i) => sources.includes(i.depotId!) && targets.includes(i.anotherDepotId!));
        const want = new Map(
          kept.map((i) => [
            i.id,
            {
              operNumber: s(D(i.operNumber)),
              allPrice: sc.masked('DBCK') ? null : s(D(i.allPrice)),
              dname: L.depotName.get(i.depotId!),
              sname: L.depotName.get(i.anotherDepotId!),
            },
          ]),
        );
        const rows = new Map(
          got.rows.map((r: Record<string, unknown>) => [
            String(r.id),
            { operNumber: n(r.operNumber), allPrice: n(r.allPrice), dname: r.dname, sname: r.sname },
          ]),
        );
        expect(sorted(rows), label).toEqual(sorted(want));
        expect(n(got.operNumberTotal), label).toBe(s(sum(kept, (i) => i.operNumber)));
        expect(n(got.allPriceTotal), label).toBe(s(sum(kept, (i) => (sc.masked('DBCK') ? 0 : D(i.allPrice)))));
      }
    }
  });

  /** Stock of a product in a depot set up to a moment (opening stock counts before everything). */
  const stockAt = (E: ReturnType<typeof effects>, mid: string, depots: readonly string[], until?: string) =>
    sum(
      L.opening.filter((o) => o.materialId === mid && depots.includes(o.depotId)),
      (o) => o.number,
    ).plus(
      sum(
        E.filter((e) => e.materialId === mid && depots.includes(e.depotId) && (until === undefined || e.time < until)),
        (e) => e.qty,
      ),
    );
  /** 上期结存 (before the first day), 入库 and 出库 (each line's effect by its sign) within the period, and 本期结存. */
  const periodOf = (E: ReturnType<typeof effects>, mid: string, depots: readonly string[]) => {
    const prev = stockAt(E, mid, depots, FROM);
    const within = E.filter((e) => e.materialId === mid && depots.includes(e.depotId) && e.time >= FROM && e.time <= TO);
    const inn = sum(
      within.filter((e) => e.qty.gt(0)),
      (e) => e.qty,
    );
    const out = sum(
      within.filter((e) => e.qty.lt(0)),
      (e) => e.qty.neg(),
    );
    return { prev, inn, out, close: prev.plus(inn).minus(out) };
  };
  const shownIn = (sc: Scope) =>
    [...L.products.entries()]
      .filter(([mid, p]) => p.shown && (!sc.categories || sc.categories.has(p.category ?? '')) && sc.matches(mid))
      .map(([mid, p]) => ({ mid, ...p }));

  it('商品库存: stock, opening stock, cost, value and weight per product from the ledger; totals; zero stock hidden by default', async () => {
    const E = effects(T, L);
    for (const [v, ask] of asks(T)) {
      if (ask.organizationId) continue;
      const sc = scopeOf(L, v, ask);
      const label = `商品库存 ${v.label} ${ask.label}`;
      const query = { depotIds: ask.depotId, categoryId: ask.categoryId, materialParam: ask.materialParam, ...PAGE };
      const got = await get(v.token, '/material/getListWithStock', { ...query, zeroStock: '1' });
      const want = new Map<string, Record<string, string | null>>();
      let [stock, value, weight] = [D(0), D(0), D(0)];
      for (const p of shownIn(sc)) {
        const q = stockAt(E, p.mid, sc.depots);
        stock = stock.plus(q);
        value = value.plus(q.times(p.cost));
        weight = weight.plus(q.times(p.weight));
        want.set(p.mid, {
          currentStock: s(q),
          initialStock: s(
            sum(
              L.opening.filter((o) => o.materialId === p.mid && sc.depots.includes(o.depotId)),
              (o) => o.number,
            ),
          ),
          purchaseDecimal: sc.stockPriceHidden ? null : s(p.cost),
          currentStockPrice: sc.stockPriceHidden ? null : s(q.times(p.cost)),
          currentWeight: s(q.times(p.weight)),
        });
      }
      const rows = new Map(
        got.rows.map((r: Record<string, unknown>) => [
          String(r.materialId),
          {
            currentStock: n(r.currentStock),
            initialStock: n(r.initialStock),
            purchaseDecimal: n(r.purchaseDecimal),
            currentStockPrice: n(r.currentStockPrice),
            currentWeight: n(r.currentWeight),
          },
        ]),
      );
      expect(sorted(rows), label).toEqual(sorted(want));
      expect([n(got.currentStock), n(got.currentStockPrice), n(got.currentWeight)], label).toEqual([
        s(stock),
        sc.stockPriceHidden ? null : s(value),
        s(weight),
      ]);
      const nonZero = await get(v.token, '/material/getListWithStock', query);
      expect(nonZero.rows.map((r: Record<string, unknown>) => String(r.materialId)).sort(), label).toEqual(
        [...want.entries()]
          .filter(([, w]) => !D(w.currentStock).isZero())
          .map(([k]) => k)
          .sort(),
      );
    }
  });

  it('进销存统计 and its totals: opening, in, out, closing and value per product for the period; 合计 as of the end', async () => {
    const E = effects(T, L);
    for (const [v, ask] of asks(T)) {
      if (ask.organizationId) continue;
      const sc = scopeOf(L, v, ask);
      const label = `进销存统计 ${v.label} ${ask.label}`;
      const got = await get(v.token, '/depotItem/getInOutStock', {
        depotIds: ask.depotId,
        categoryId: ask.categoryId,
        materialParam: ask.materialParam,
        beginTime: BEGIN,
        endTime: END,
        ...PAGE,
      });
      const want = new Map<string, Record<string, string | null>>();
      const tot = { prevSum: D(0), inSum: D(0), outSum: D(0), thisSum: D(0), thisAllPrice: D(0) };
      for (const p of shownIn(sc)) {
        const { prev, inn, out, close } = periodOf(E, p.mid, sc.depots);
        if ([prev, inn, out, close].every((x) => x.isZero())) continue;
        want.set(p.mid, {
          prevSum: s(prev),
          inSum: s(inn),
          outSum: s(out),
          thisSum: s(close),
          unitPrice: sc.stockPriceHidden ? null : s(p.cost),
          thisAllPrice: sc.stockPriceHidden ? null : s(close.times(p.cost)),
        });
        tot.prevSum = tot.prevSum.plus(prev);
        tot.inSum = tot.inSum.plus(inn);
        tot.outSum = tot.outSum.plus(out);
        tot.thisSum = tot.thisSum.plus(close);
        tot.thisAllPrice = tot.thisAllPrice.plus(close.times(p.cost));
      }
      const rows = new Map(
        got.rows.map((r: Record<string, unknown>) => [
          String(r.materialId),
          {
            prevSum: n(r.prevSum),
            inSum: n(r.inSum),
            outSum: n(r.outSum),
            thisSum: n(r.thisSum),
            unitPrice: n(r.unitPrice),
            thisAllPrice: n(r.thisAllPrice),
          },
        ]),
      );
      expect(sorted(rows), label).toEqual(sorted(want));
      expect(got.total, label).toBe(want.size);
      const tr = got.totalRow as Record<string, unknown>;
      expect([n(tr.prevSum), n(tr.inSum), n(tr.outSum), n(tr.thisSum), n(tr.thisAllPrice)], label).toEqual([
        s(tot.prevSum),
        s(tot.inSum),
        s(tot.outSum),
        s(tot.thisSum),
        sc.stockPriceHidden ? null : s(tot.thisAllPrice),
      ]);
      // 合计 (getInOutStockCountMoney): Σ closing as of the end over every product of the filters, and its value.
      const totals = await get(v.token, '/depotItem/getInOutStockCountMoney', {
        depotIds: ask.depotId,
        categoryId: ask.categoryId,
        materialParam: ask.materialParam,
        endTime: END,
      });
      const closing = shownIn(sc).map((p) => ({ q: stockAt(E, p.mid, sc.depots, `${END} 23:59:60`), cost: p.cost }));
      expect([n(totals.totalStock), n(totals.totalCount)], label).toEqual([
        s(sum(closing, (c) => c.q)),
        sc.stockPriceHidden ? null : s(sum(closing, (c) => c.q.times(c.cost))),
      ]);
    }
  });

  it('库存分布 for a period (getMaterialDepotStockByParam) and 商品流水 (findDetailByDepotIdsAndMaterialId) per product', async () => {
    const E = effects(T, L);
    for (const [v, ask] of asks(T)) {
      if (ask.organizationId || ask.categoryId || ask.materialParam) continue;
      const sc = scopeOf(L, v, ask);
      for (const mid of [T.material.screw, T.material.nut, T.material.part, T.material.kit]) {
        const label = `${v.label} ${ask.label} 商品 ${mid}`;
        const p = L.products.get(mid)!;
        const byDepot = await get(v.token, '/depotItem/getMaterialDepotStockByParam', {
          materialId: mid,
          depotIds: ask.depotId,
          beginTime: BEGIN,
          endTime: END,
        });
        const want: Record<string, Record<string, string | null>> = {};
        for (const depot of sc.depots) {
          const { prev, inn, out, close } = periodOf(E, mid, [depot]);
          if (close.isZero()) continue;
          want[depot] = {
            prevSum: s(prev),
            inSum: s(inn),
            outSum: s(out),
            currentNumber: s(close),
            allPrice: sc.stockPriceHidden ? null : s(close.times(p.cost)),
          };
        }
        const rows = Object.fromEntries(
          byDepot.rows.map((r: Record<string, unknown>) => [
            String(r.depotId),
            { prevSum: n(r.prevSum), inSum: n(r.inSum), outSum: n(r.outSum), currentNumber: n(r.currentNumber), allPrice: n(r.allPrice) },
          ]),
        );
        expect(sorted(rows), `库存分布 ${label}`).toEqual(sorted(want));

        // 商品流水: every line moving the product's stock in the depots within the period, signed in base units; a
        // transfer's destination row is named 仓库[调入].
        const flow = await get(v.token, '/depotItem/findDetailByDepotIdsAndMaterialId', {
          materialId: mid,
          depotIds: ask.depotId,
          beginTime: BEGIN,
          endTime: END,
          ...PAGE,
        });
        const moved = E.filter((e) => e.materialId === mid && sc.depots.includes(e.depotId) && e.time >= FROM && e.time <= TO);
        const typeOf = (h: Head) => (h.type === '其它' ? h.subType : `${h.subType}${h.type}`);
        const wantFlow = moved
          .map((e) => `${e.line.head.number} ${typeOf(e.line.head)} ${L.depotName.get(e.depotId)}${e.transferIn ? '[调入]' : ''} ${s(e.qty)}`)
          .sort();
        const gotFlow = flow.rows.map((r: Record<string, unknown>) => `${r.number} ${r.type} ${r.depotName} ${n(r.basicNumber)}`).sort();
        expect(gotFlow, `商品流水 ${label}`).toEqual(wantFlow);
        expect(flow.total, `商品流水 ${label}`).toBe(wantFlow.length);
      }
    }
  });

  it('库存预警: (product, depot) pairs below the low or above the high level, with the suggested quantities', async () => {
    const E = effects(T, L);
    for (const [v, ask] of asks(T)) {
      if (ask.organizationId) continue;
      const sc = scopeOf(L, v, ask);
      const label = `库存预警 ${v.label} ${ask.label}`;
      const got = await get(v.token, '/depotItem/findStockWarningCount', {
        depotId: ask.depotId,
        categoryId: ask.categoryId,
        materialParam: ask.materialParam,
        ...PAGE,
      });
      const want: Record<string, Record<string, string | null>> = {};
      for (const o of L.opening) {
        const p = L.products.get(o.materialId)!;
        if (!p.shown || (sc.categories && !sc.categories.has(p.category ?? '')) || !sc.matches(o.materialId) || !sc.depots.includes(o.depotId)) continue;
        const q = stockAt(E, o.materialId, [o.depotId]);
        const low = o.low.gt(0) && q.lt(o.low);
        const high = o.high.gt(0) && q.gt(o.high);
        if (!low && !high) continue;
        want[`${o.materialId}|${o.depotId}`] = {
          currentNumber: s(q),
          lowCritical: low ? s(o.low.minus(q)) : null,
          highCritical: high ? s(q.minus(o.high)) : null,
        };
      }
      const rows = Object.fromEntries(
        got.rows.map((r: Record<string, unknown>) => [
          `${r.mid}|${r.depotId}`,
          { currentNumber: n(r.currentNumber), lowCritical: n(r.lowCritical), highCritical: n(r.highCritical) },
        ]),
      );
      expect(sorted(rows), label).toEqual(sorted(want));
    }
  });

  it('客户对账 / 供应商对账: opening, period debt and closing per partner from the bills (status ignored), customers within the grants', async () => {
    for (const v of [T.admin, T.clerk, T.solo]) {
      for (const [type, fwd, back] of [
        ['客户', 'XSCK', 'XSTH'],
        ['供应商', 'CGRK', 'CGTH'],
      ] as const) {
        const label = `${type}对账 ${v.label}`;
        const got = await get(v.token, '/depotHead/getStatementAccount', { supplierType: type, hasDebt: '', beginTime: BEGIN, endTime: END, ...PAGE });
        const heads = [...L.heads.values()].filter((h) => !h.deleted);
        const debt = (hs: Head[]) =>
          sum(hs, (h) => D(h.discountLastMoney).plus(D(h.otherMoney)).minus(D(h.deposit))).minus(sum(hs, (h) => D(h.changeAmount)).abs());
        const want: Record<string, Record<string, string>> = {};
        let [first, last] = [D(0), D(0)];
        for (const p of L.partners.filter((x) => x.type === type && (type !== '客户' || v.customers.includes(x.id)))) {
          const of = (prefix: string, from: string | null, to: string) =>
            heads.filter((h) => h.organId === p.id && h.prefix === prefix && (from === null || h.time >= from) && h.time <= to);
          const pre = D(type === '客户' ? p.beginGet : p.beginPay)
            .plus(debt(of(fwd, null, FROM).filter((h) => h.time < FROM)))
            .minus(debt(of(back, null, FROM).filter((h) => h.time < FROM)));
          const period = debt(of(fwd, FROM, TO)).minus(debt(of(back, FROM, TO)));
          want[p.id] = { preNeed: s(pre), debtMoney: s(period), backMoney: '0', allNeed: s(pre.plus(period)) };
          first = first.plus(pre);
          last = last.plus(pre.plus(period));
        }
        const rows = Object.fromEntries(
          got.rows.map((r: Record<string, unknown>) => [
            String(r.id),
            { preNeed: n(r.preNeed), debtMoney: n(r.debtMoney), backMoney: n(r.backMoney), allNeed: n(r.allNeed) },
          ]),
        );
        expect(sorted(rows), label).toEqual(sorted(want));
        expect([n(got.firstMoney), n(got.lastMoney)], label).toEqual([s(first), s(last)]);
      }
    }
  });
  it('账户统计: opening amount plus the bills’ money in their direction (under 强审核 audited bills only), this month’s part', async () => {
    // The money direction of the bills that move an account (reports.md §2 sums the reference's signed change_amount).
    const DIRECTION: Record<string, number> = { XSCK: 1, XSTH: -1, LSCK: 1, LSTH: -1, CGRK: -1, CGTH: 1 };
    const month = (await sql<{ m: string }>`select to_char(localtimestamp, 'YYYY-MM') as m`.execute(t.db)).rows[0]!.m;
    const accounts = (
      await sql<{ id: string; initial: string | null }>`select id::text, initial_amount::text as initial from account
        where tenant_id = ${T.tenantId} and not delete_flag`.execute(t.db)
    ).rows;
    const got = await get(T.admin.token, '/account/listWithBalance', { ...PAGE });
    const want: Record<string, { current: string; month: string }> = {};
    for (const a of accounts) {
      const moving = [...L.heads.values()].filter(
        (h) =>
          !h.deleted && h.accountId === a.id && h.payType !== '预付款' && DIRECTION[h.prefix] !== undefined && (!T.fa || ['1', '2', '3'].includes(h.status)),
      );
      const money = (hs: Head[]) => sum(hs, (h) => D(h.changeAmount).times(DIRECTION[h.prefix]!));
      want[a.id] = { current: s(D(a.initial).plus(money(moving))), month: s(money(moving.filter((h) => h.time.startsWith(month)))) };
    }
    const rows = Object.fromEntries(got.rows.map((r: Record<string, unknown>) => [String(r.id), { current: n(r.currentAmount), month: n(r.thisMonthAmount) }]));
    expect(sorted(rows)).toEqual(sorted(want));
    expect(Object.values(want).some((w) => w.month !== '0')).toBe(true);
  });
});
