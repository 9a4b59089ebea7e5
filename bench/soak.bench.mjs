// Scenario (issue 14 item 7): a soak. One server on PostgreSQL, 4 tenants (the demo tenant and three registered
// through the API), 16 clients (4 per tenant) each doing in turn: list (销售出库 list), search (商品 by text), post
// (a 3-line sale-out, left unaudited), audit (that bill), report (进销存统计, last month), export (the sale-out list
// as a spreadsheet). Prints per request kind the count, errors, p50 and p95, and the server's resident memory and V8
// heap (its `--trace-gc` lines) sampled every 10 s. Passes when no request failed and the heap in use after the full
// collections of the last fifth of the run is within 10 % of that around minute 2 (minutes 1–3; a shorter run: its
// second and third tenths).
// Env: BENCH_DATABASE_URL, BENCH_SOAK_SECONDS (default 600). Run alone: node bench/soak.bench.mjs (after
// `npx tsc -b packages/contracts server`), or `npm run bench soak`.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchDatabase, login, PASSWORD, percentile } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const TENANTS = 4;
const CLIENTS_PER_TENANT = 4;
const KINDS = ['list', 'search', 'post', 'audit', 'report', 'export'];
const PORT = 3900 + Math.floor(Math.random() * 90);
const base = `http://127.0.0.1:${PORT}/api`;

/** The server's resident memory in MB from /proc: all of it, and its anonymous part (heaps; the rest is mapped files). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024 };
}

/**
 * The V8 heap as the server's `--trace-gc` lines report it: after each collection, the heap in use and the heap V8 has
 * reserved (`… -> 80.1 (95.0) MB`); and each full (mark-compact) collection's time and the heap in use after it.
 */
function followHeap(stdout) {
  const heap = { used: 0, reserved: 0, full: [] };
  let partial = '';
  stdout.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      const m = /(Scavenge|Mark-Compact|Minor Mark-Sweep)[^:]*?([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(line);
      if (!m) continue;
      heap.used = Number(m[4]);
      heap.reserved = Number(m[5]);
      if (m[1] === 'Mark-Compact') heap.full.push({ time: Date.now(), used: heap.used });
    }
  });
  return heap;
}
const day = (d) => d.toISOString().slice(0, 10);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2 : undefined;
};

/** Per tenant: a depot, a customer, an account and three products with ample opening stock (as sale-out.bench). */
async function fixtures(pool, loginName) {
  const q = (text, values) => pool.query(text, values).then((r) => r.rows);
  const [{ id: tenant }] = await q(`select id from tenant where login_name = $1`, [loginName]);
  await q(`update system_config set minus_stock_flag = '0', force_approval_flag = '0' where tenant_id = $1`, [tenant]);
  const [{ id: depot }] = await q(`insert into depot (tenant_id, name) values ($1, '长稳仓库') returning id`, [tenant]);
  const [{ id: customer }] = await q(`insert into supplier (tenant_id, supplier, type) values ($1, '长稳客户', '客户') returning id`, [tenant]);
  const [{ id: account }] = await q(`insert into account (tenant_id, name) values ($1, '长稳账户') returning id`, [tenant]);
  const barCodes = [];
  for (let i = 1; i <= 3; i += 1) {
    const barCode = `SOAK${tenant}X${i}`;
    const [{ id: material }] = await q(`insert into material (tenant_id, name, unit) values ($1, $2, '个') returning id`, [tenant, `长稳商品${i}`]);
    const [{ id: extend }] = await q(
      `insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, wholesale_decimal, default_flag)
      values ($1, $2, $3, '个', 1, 2, true) returning id`,
      [tenant, material, barCode],
    );
    await q(`insert into stock_current (tenant_id, material_id, depot_id, quantity) values ($1, $2, $3, 100000000)`, [tenant, material, depot]);
    await q(`insert into stock_movement (tenant_id, material_id, material_extend_id, depot_id, quantity, kind) values ($1, $2, $3, $4, 100000000, 'opening')`, [
      tenant,
      material,
      extend,
      depot,
    ]);
    barCodes.push(barCode);
  }
  return { depot, customer, account, barCodes };
}

async function signIn(loginName) {
  const res = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: PASSWORD }),
  });
  return (await res.json()).data.token;
}

/** One client: the six kinds in turn until the end; every answer that is not 200 with code 200 is an error. */
async function client(token, fx, until, record) {
  const today = new Date();
  const search = encodeURIComponent(JSON.stringify({ type: '出库', subType: '销售' }));
  const unaudited = [];
  const call = async (kind, method, url, body) => {
    const t0 = performance.now();
    let failure;
    try {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { 'x-access-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      const json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
      if (res.status !== 200 || (json && json.code !== 200)) failure = `${res.status} ${text.slice(0, 200)}`;
      record(kind, performance.now() - t0, failure);
      return json?.data;
    } catch (error) {
      record(kind, performance.now() - t0, String(error));
      return undefined;
    }
  };
  const steps = {
    list: () => call('list', 'GET', `/depotHead/list?search=${search}&currentPage=1&pageSize=10`),
    search: () => call('search', 'GET', `/material/list?search=${encodeURIComponent(JSON.stringify({ materialParam: '长稳' }))}&currentPage=1&pageSize=10`),
    post: async () => {
      const info = { type: '出库', subType: '销售', organId: fx.customer, accountId: fx.account, changeAmount: '6', status: '0' };
      const rows = fx.barCodes.map((barCode) => ({ barCode, operNumber: '1', unitPrice: '2', depotId: fx.depot }));
      const saved = await call('post', 'POST', '/depotHead/addDepotHeadAndDetail', { info: JSON.stringify(info), rows: JSON.stringify(rows) });
      if (saved?.id) unaudited.push(saved.id);
    },
    audit: async () => {
      const id = unaudited.shift();
      if (id) await call('audit', 'POST', '/depotHead/batchSetStatus', { status: '1', ids: String(id) });
    },
    report: () =>
      call(
        'report',
        'GET',
        `/depotItem/getInOutStock?currentPage=1&pageSize=10&beginTime=${day(new Date(today.getTime() - 30 * 86400_000))}&endTime=${day(today)}`,
      ),
    export: () => call('export', 'GET', `/depotHead/exportExcel?search=${search}`),
  };
  for (let n = 0; Date.now() < until; n += 1) await steps[KINDS[n % KINDS.length]]();
}

export default async function soakBench() {
  const bench = await benchDatabase(PORT, { LOG_LEVEL: 'error' }, ['--trace-gc']);
  const heap = followHeap(bench.stdout);
  const pool = new pg.Pool({ connectionString: bench.url, max: 2 });
  try {
    const logins = ['jsh'];
    for (let i = 1; i < TENANTS; i += 1) {
      const loginName = `soak${i}${Date.now().toString(36)}`;
      const res = await fetch(`${base}/user/registerUser`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ loginName, password: PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`注册租户失败：${await res.text()}`);
      logins.push(loginName);
    }
    const tenants = [];
    for (const loginName of logins)
      tenants.push({ fx: await fixtures(pool, loginName), token: loginName === 'jsh' ? await login(PORT) : await signIn(loginName) });

    const latencies = Object.fromEntries(KINDS.map((k) => [k, []]));
    const errors = Object.fromEntries(KINDS.map((k) => [k, []]));
    const record = (kind, ms, failure) => {
      latencies[kind].push(ms);
      if (failure) errors[kind].push(failure);
    };
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const samples = [];
    const sample = () =>
      samples.push({ at: (Date.now() - started) / 1000, ...residentMb(bench.pid), heap: heap.reserved, heapUsed: heap.used, fullGcs: heap.full.length });
    const sampler = setInterval(sample, 10_000);
    sample();
    await Promise.all(tenants.flatMap((t) => Array.from({ length: CLIENTS_PER_TENANT }, () => client(t.token, t.fx, until, record))));
    clearInterval(sampler);
    sample();

    // What the server keeps is judged by V8's heap in use right after its full collections, when the garbage is gone; a
    // sample of the RSS rides the heap's saw-tooth instead (garbage piles up in the old space between two full
    // collections, 100–200 MB here), so two samples differ by ±25 % by their phase alone (docs/performance.md, "Soak").
    // Around minute 2 (minutes 1–3) against the last fifth of the run; medians, as a collection can land mid-request.
    const keptBetween = (from, to) => median(heap.full.filter((g) => g.time >= started + from * 1000 && g.time < started + to * 1000).map((g) => g.used));
    const early = { from: Math.min(60, SECONDS / 10), to: Math.min(180, (SECONDS * 3) / 10) };
    const late = { from: SECONDS * 0.8, to: Infinity };
    const [keptEarly, keptLate] = [keptBetween(early.from, early.to), keptBetween(late.from, late.to)];
    const drift = keptEarly && keptLate ? (keptLate - keptEarly) / keptEarly : undefined;
    const failures = KINDS.reduce((n, k) => n + errors[k].length, 0);
    console.log(`\n长稳测试：${TENANTS} 个租户，${TENANTS * CLIENTS_PER_TENANT} 个客户端，${SECONDS} 秒（PostgreSQL）`);
    for (const k of KINDS) {
      const sorted = latencies[k].sort((a, b) => a - b);
      console.log(
        `  ${k.padEnd(7)} ${String(sorted.length).padStart(6)} 次  错误 ${errors[k].length}  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms`,
      );
      for (const e of errors[k].slice(0, 3)) console.log(`      ${e}`);
    }
    console.log(
      `  内存 RSS（每分钟）：${samples
        .filter((s, i) => i === 0 || Math.floor(s.at / 60) !== Math.floor(samples[i - 1].at / 60))
        .map((s) => `${Math.round(s.at)}s ${s.rss.toFixed(0)} MB`)
        .join('，')}`,
    );
    // Where the memory is: V8's heap (reserved, in use after the last collection) against the anonymous resident total.
    console.log(`  每 10 秒：时刻 RSS / 匿名 / V8 堆保留 / V8 堆使用（MB）/ 完整回收次数`);
    for (const s of samples)
      console.log(
        `    ${String(Math.round(s.at)).padStart(4)}s ${s.rss.toFixed(0)} / ${s.anon.toFixed(0)} / ${s.heap.toFixed(0)} / ${s.heapUsed.toFixed(0)} / ${s.fullGcs}`,
      );
    const keptText = (v) => (v === undefined ? '无完整回收' : `${v.toFixed(0)} MB`);
    console.log(
      `  完整回收后的 V8 堆（中位数）：${early.from}–${early.to} 秒 ${keptText(keptEarly)}，最后五分之一 ${keptText(keptLate)}` +
        (drift === undefined ? '（运行太短，无法判断）' : `（${(drift * 100).toFixed(1)}%，限 ±10%）`),
    );
    const passed = failures === 0 && drift !== undefined && Math.abs(drift) <= 0.1;
    console.log(`  ${passed ? '通过' : '未通过'}：错误 ${failures}，内存变化 ${drift === undefined ? '未判断' : `${(drift * 100).toFixed(1)}%`}\n`);
    if (!passed) throw new Error('长稳测试未通过');
  } finally {
    await pool.end();
    await bench.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await soakBench();
