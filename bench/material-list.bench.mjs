// Scenario: the product list with 100,000 products and their stock (PostgreSQL). Seeds the demo
// tenant set-based (generate_series), then measures p50/p95 over HTTP (autocannon, 4 clients) of
// the first page, a deep page, a text search and the bill picker, next to the same core query as
// raw SQL (the limit). Target: p95 ≤ 100 ms. Env: BENCH_DATABASE_URL, BENCH_SECONDS (default 10).
// Run alone: node bench/material-list.bench.mjs (after `npx tsc -b packages/contracts server`).
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchDatabase, PASSWORD, percentile } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 100_000;
const CLIENTS = 4;
const PORT = 3800 + Math.floor(Math.random() * 90);

/** 100,000 products in 40 categories, one barcode each, stock in two depots, safety levels on a tenth. */
async function seed(pool) {
  const q = (text, values) => pool.query(text, values).then((r) => r.rows);
  const [{ id: tenant }] = await q(`select id from tenant where login_name = 'jsh'`);
  const depots = (await q(`select id from depot where tenant_id = $1 and not delete_flag order by id limit 2`, [tenant])).map((d) => d.id);
  await q(`insert into material_category (tenant_id, name, serial_no) select $1, '压测类别' || g, 'BENCH' || g from generate_series(1, 40) g`, [tenant]);
  const t0 = Date.now();
  await q(`insert into material (tenant_id, name, standard, model, mnemonic, unit, category_id, brand)
    select $1, '压测商品' || g || (array['棉','麻','丝','毛'])[1 + g % 4], (g % 500) || 'ml', 'M-' || (g % 997), 'ycsp' || g, '个',
      (select id from material_category c where c.tenant_id = $1 and c.serial_no = 'BENCH' || (1 + g % 40)), 'B' || (g % 50)
    from generate_series(1, ${PRODUCTS}) g`, [tenant]);
  await q(`insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, commodity_decimal, wholesale_decimal, default_flag)
    select tenant_id, id, (6900000000000 + id)::text, '个', 10, 15, 14, true from material where tenant_id = $1 and name like '压测商品%'`, [tenant]);
  for (const depot of depots) {
    await q(`insert into stock_movement (tenant_id, material_id, depot_id, quantity, kind)
      select tenant_id, id, $2, 1 + id % 100, 'opening' from material where tenant_id = $1 and name like '压测商品%'`, [tenant, depot]);
    await q(`insert into stock_current (tenant_id, material_id, depot_id, quantity)
      select tenant_id, id, $2, 1 + id % 100 from material where tenant_id = $1 and name like '压测商品%'`, [tenant, depot]);
  }
  await q(`insert into material_initial_stock (tenant_id, material_id, depot_id, number, low_safe_stock, high_safe_stock)
    select tenant_id, id, $2, 0, 50, 90 from material where tenant_id = $1 and name like '压测商品%' and id % 10 = 0`, [tenant, depots[0]]);
  // A steady-state table as autovacuum leaves it: statistics and the visibility map (index-only scans).
  await q('vacuum analyze');
  console.log(`  已生成 ${PRODUCTS} 个商品及库存，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`);
  return { tenant };
}

async function login() {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ loginName: 'jsh', password: PASSWORD }) });
  return (await res.json()).data.token;
}

async function httpRun(token, url) {
  const latencies = [];
  const instance = autocannon({ url: `http://127.0.0.1:${PORT}/api${url}`, connections: CLIENTS, duration: SECONDS, headers: { 'x-access-token': token } });
  instance.on('response', (_c, status, _b, time) => { if (status === 200) latencies.push(time); });
  const result = await new Promise((resolve, reject) => {
    instance.on('done', resolve);
    instance.on('error', reject);
  });
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), rate: result['2xx'] / SECONDS, errors: result.non2xx + result.errors };
}

/** The scenario's core SQL (count + page), run directly: what the database alone needs. */
async function rawRun(pool, sqlText, values) {
  const latencies = [];
  const until = Date.now() + Math.min(SECONDS, 5) * 1000;
  const worker = async () => {
    const c = await pool.connect();
    try {
      while (Date.now() < until) {
        const t0 = performance.now();
        for (const s of sqlText) await c.query(s, values);
        latencies.push(performance.now() - t0);
      }
    } finally { c.release(); }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const TEXT = '压测商品77777';
const search = (o) => encodeURIComponent(JSON.stringify(o));

export default async function materialListBench() {
  const bench = await benchDatabase(PORT);
  const url = new URL(bench.url);
  const pool = new pg.Pool({ connectionString: url.toString(), max: CLIENTS });
  try {
    const { tenant } = await seed(pool);
    const token = await login();
    const deep = Math.floor(PRODUCTS / 10) - 1;
    const like = `%${TEXT}%`;
    const scenarios = [
      ['列表首页', '/material/list?currentPage=1&pageSize=10', [`select count(*) from material where tenant_id = $1 and not delete_flag`, `select * from material where tenant_id = $1 and not delete_flag order by id desc limit 10`], [tenant]],
      [`列表深页(第${deep}页)`, `/material/list?currentPage=${deep}&pageSize=10`, [`select count(*) from material where tenant_id = $1 and not delete_flag`, `select * from material where tenant_id = $1 and not delete_flag order by id desc limit 10 offset ${(deep - 1) * 10}`], [tenant]],
      ['文字搜索', `/material/list?search=${search({ materialParam: TEXT })}`, [`select * from material where tenant_id = $1 and not delete_flag and (name ilike $2 or model ilike $2 or standard ilike $2 or mnemonic ilike $2) order by id desc limit 10`], [tenant, like]],
      ['库存预警筛选', `/material/list?search=${search({ warning: 'low' })}`, [`select count(*) from material m where tenant_id = $1 and id = any(array(select s.material_id from material_initial_stock s where s.tenant_id = $1 and s.low_safe_stock > 0 and coalesce((select c.quantity from stock_current c where c.tenant_id = s.tenant_id and c.material_id = s.material_id and c.depot_id = s.depot_id), 0) < s.low_safe_stock))`], [tenant]],
      ['单据选商品', `/material/findBySelect?q=${encodeURIComponent('77777')}&page=1&rows=10`, [`select * from material_extend where tenant_id = $1 and bar_code ilike $2 limit 10`], [tenant, '%77777%']],
    ];
    console.log(`\n商品列表，${PRODUCTS} 个商品，${CLIENTS} 并发，每项 ${SECONDS} 秒（PostgreSQL）`);
    for (const [label, path_, rawSql, values] of scenarios) {
      const http = await httpRun(token, path_);
      const raw = await rawRun(pool, rawSql, values);
      const verdict = http.p95 <= 100 ? '达标' : '超标';
      console.log(`  ${label.padEnd(12, '　')} HTTP p50 ${http.p50.toFixed(1)} ms  p95 ${http.p95.toFixed(1)} ms  ${http.rate.toFixed(0)} 次/秒${http.errors ? `  非2xx ${http.errors}` : ''}` +
        `  | 原生SQL p50 ${raw.p50.toFixed(1)} ms p95 ${raw.p95.toFixed(1)} ms  比值 ${(raw.p50 / Math.max(http.p50, 0.01)).toFixed(2)}  ${verdict}（p95 ≤ 100 ms）`);
    }
    // The plans behind the figures (docs/performance.md): each must stay index-driven.
    const textIds = `select id from material where tenant_id = $1 and name ilike $2 union select id from material where tenant_id = $1 and standard ilike $2
      union select id from material where tenant_id = $1 and model ilike $2 union select id from material where tenant_id = $1 and mnemonic ilike $2
      union select material_id from material_extend where tenant_id = $1 and bar_code ilike $2 and not delete_flag`;
    for (const [label, text, values] of [
      ['文字搜索计数', `select count(*) from material where tenant_id = $1 and not delete_flag and id = any(array(${textIds}))`, [tenant, like]],
      ['深页', `select * from material where tenant_id = $1 and not delete_flag order by id desc limit 10 offset ${(deep - 1) * 10}`, [tenant]],
      ['预警计数', scenarios[3][2][0], [tenant]],
    ]) {
      const plan = (await pool.query(`explain (analyze, costs off) ${text}`, values)).rows.map((r) => r['QUERY PLAN']);
      console.log(`  计划 ${label}：${plan.filter((l) => /Scan|Join|Execution/.test(l)).map((l) => l.trim()).slice(0, 6).join(' | ')}`);
    }
    console.log('');
  } finally {
    await pool.end();
    await bench.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // Run alone: stop the server and drop the database on Ctrl-C or a timeout as well.
  await materialListBench();
}
