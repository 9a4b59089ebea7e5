// Scenario: post a 5-line sale-out over HTTP (8 concurrent clients, autocannon) against a server on
// PostgreSQL, then the same transaction as raw SQL (pg, 8 connections) on the same database.
// Prints bills/s, p50/p95 latency and the HTTP/raw ratio (target ≥ 0.4). Env: BENCH_DATABASE_URL
// (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), BENCH_SECONDS (default 30).
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, PASSWORD, percentile } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CLIENTS = 8;
const PORT = 3900 + Math.floor(Math.random() * 90);

/** Five products with ample stock (opening ledger rows) in one depot, a customer and an account. */
async function fixtures(pool) {
  const q = (text, values) => pool.query(text, values).then((r) => r.rows);
  const [{ id: tenant }] = await q(`select id from tenant where login_name = 'jsh'`);
  await q(`update system_config set minus_stock_flag = '0', force_approval_flag = '0', in_out_manage_flag = '0' where tenant_id = $1`, [tenant]);
  const [{ id: depot }] = await q(`insert into depot (tenant_id, name) values ($1, '压测仓库') returning id`, [tenant]);
  const [{ id: customer }] = await q(`insert into supplier (tenant_id, supplier, type) values ($1, '压测客户', '客户') returning id`, [tenant]);
  const [{ id: account }] = await q(`insert into account (tenant_id, name) values ($1, '压测账户') returning id`, [tenant]);
  const items = [];
  for (let i = 1; i <= 5; i += 1) {
    const [{ id: material }] = await q(`insert into material (tenant_id, name, unit) values ($1, $2, '个') returning id`, [tenant, `压测商品${i}`]);
    const [{ id: extend }] = await q(
      `insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, wholesale_decimal, default_flag)
      values ($1, $2, $3, '个', 1, 2, true) returning id`,
      [tenant, material, `BENCH${i}`],
    );
    await q(`insert into stock_current (tenant_id, material_id, depot_id, quantity) values ($1, $2, $3, 100000000)`, [tenant, material, depot]);
    await q(`insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind) values ($1, $2, $3, $4, 100000000, 'opening')`, [
      tenant,
      material,
      extend,
      depot,
    ]);
    items.push({ material, extend, barCode: `BENCH${i}` });
  }
  const [{ id: user }] = await q(`select id from app_user where tenant_id = $1 and login_name = 'jsh'`, [tenant]);
  return { tenant, depot, customer, account, items, user };
}

async function httpRun(fx) {
  const login = await fetch(`http://127.0.0.1:${PORT}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: 'jsh', password: PASSWORD }),
  });
  const token = (await login.json()).data.token;
  const info = { type: '出库', subType: '销售', organId: fx.customer, accountId: fx.account };
  const rows = fx.items.map((it) => ({ barCode: it.barCode, operNumber: '1', unitPrice: '2', depotId: fx.depot }));
  const body = JSON.stringify({ info: JSON.stringify(info), rows: JSON.stringify(rows) });
  const latencies = [];
  let instance;
  const result = await new Promise((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${PORT}/api/depotHead/addDepotHeadAndDetail`,
        method: 'POST',
        connections: CLIENTS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json', 'x-access-token': token },
        body,
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_client, status, _bytes, time) => {
      if (status === 200) latencies.push(time);
    });
  });
  const sorted = latencies.sort((a, b) => a - b);
  return { rate: result['2xx'] / SECONDS, p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: result.non2xx + result.errors };
}

/** The same bill as raw SQL: counter, header, 5 lines, stock by delta with the shortage check, ledger. */
async function rawRun(url, fx) {
  const pool = new pg.Pool({ connectionString: url, max: CLIENTS });
  const latencies = [];
  let done = 0;
  const until = Date.now() + SECONDS * 1000;
  const worker = async () => {
    const c = await pool.connect();
    try {
      while (Date.now() < until) {
        const t0 = performance.now();
        await c.query('begin');
        const [{ current_val: n }] = (
          await c.query(
            `insert into bill_sequence (tenant_id, prefix, current_val) values ($1, 'RAWX', 1)
          on conflict (tenant_id, prefix) do update set current_val = bill_sequence.current_val + 1 returning current_val`,
            [fx.tenant],
          )
        ).rows;
        const [{ id: head }] = (
          await c.query(
            `insert into depot_head (tenant_id, type, sub_type, prefix, number, oper_time, organ_id, creator, account_id, money_direction, change_amount, total_price, discount_last_money)
          values ($1, '出库', '销售', 'XSCK', $2, localtimestamp(0), $3, $4, $5, 1, 10, 10, 10) returning id`,
            [fx.tenant, `RAWX${String(n).padStart(11, '0')}`, fx.customer, fx.user, fx.account],
          )
        ).rows;
        const lines = (
          await c.query(
            `insert into depot_item (tenant_id, header_id, line_no, material_id, material_extend_id, material_unit, oper_number, basic_number, unit_price, all_price, tax_last_money, depot_id)
          select $1, $2, g, (ids)[g], (exts)[g], '个', 1, 1, 2, 2, 2, $3 from (select $4::bigint[] as ids, $5::bigint[] as exts) a, generate_series(1, 5) g returning id, material_id, material_extend_id`,
            [fx.tenant, head, fx.depot, fx.items.map((i) => i.material), fx.items.map((i) => i.extend)],
          )
        ).rows;
        const short = (
          await c.query(
            `with d(material_id, delta) as (select unnest($2::bigint[]), -1::numeric),
          up as (insert into stock_current (tenant_id, material_id, depot_id, quantity) select $1, material_id, $3, delta from d order by material_id
            on conflict (tenant_id, material_id, depot_id) do update set quantity = stock_current.quantity + excluded.quantity returning quantity)
          select count(*) filter (where quantity < 0) as n from up`,
            [fx.tenant, fx.items.map((i) => i.material), fx.depot],
          )
        ).rows;
        if (Number(short[0].n) > 0) throw new Error('shortage');
        await c.query(
          `insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind, bill_id, bill_item_id)
          select $1, unnest($2::bigint[]), unnest($3::bigint[]), $4, -1, 'bill', $5, unnest($6::bigint[])`,
          [fx.tenant, lines.map((l) => l.material_id), lines.map((l) => l.material_extend_id), fx.depot, head, lines.map((l) => l.id)],
        );
        await c.query('commit');
        latencies.push(performance.now() - t0);
        done += 1;
      }
    } finally {
      c.release();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  await pool.end();
  const sorted = latencies.sort((a, b) => a - b);
  return { rate: done / SECONDS, p50: percentile(sorted, 50), p95: percentile(sorted, 95), errors: 0 };
}

export default async function saleOutBench() {
  const bench = await benchDatabase(PORT);
  const url = new URL(bench.url);
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  try {
    const fx = await fixtures(pool);
    const http = await httpRun(fx);
    const raw = await rawRun(url.toString(), fx);
    const fmt = (r) => `${r.rate.toFixed(1)} 单/秒  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms${r.errors ? `  非2xx ${r.errors}` : ''}`;
    console.log(`\n5行销售出库，${CLIENTS} 并发，${SECONDS} 秒（PostgreSQL）`);
    console.log(`  HTTP 接口   ${fmt(http)}`);
    console.log(`  原生 SQL    ${fmt(raw)}`);
    console.log(`  比值 HTTP/原生 = ${(http.rate / raw.rate).toFixed(2)}（目标 ≥ 0.40）\n`);
  } finally {
    await pool.end();
    await bench.drop();
  }
}
