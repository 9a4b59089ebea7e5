// Scenario (issue 12 item 4): every report at a million stock movements (PostgreSQL). Seeds one tenant with
// 10,000 products, 20 depots, 2,000 partners and ≈200,000 bills over two years (bench/reports-seed.mjs), then
// prints for each report's first page with its totals the HTTP p50/p95 at 4 clients next to the server's own
// queries run in-process without HTTP (the limit); 进销存统计 also for the oldest month and for the month a year
// ago (the middle of the history, the most days any one month reads); the 10,000-row 进销存统计 export; and, on
// the same data, the reference's way of computing 进销存统计, 入库明细 and 客户对账 (bench/reports-peer.mjs)
// against ours, one client each, with the speed-up. Targets: first page with totals p95 ≤ 150 ms (进销存统计's
// first page is its default period, the last month); 进销存统计 of any one month with its totals ≤ 300 ms; the
// export ≤ 3 s; ≥ 50× the reference's way.
// Env: BENCH_DATABASE_URL, BENCH_SECONDS (default 8), BENCH_REPORT_SCALE (default 1: the full size; 0.05 to validate),
// BENCH_REPORT_DATABASE (the URL of a database seeded earlier: measured as it is, neither seeded nor dropped),
// BENCH_REPORT_ONLY (comma-separated report labels, e.g. 采购统计,入库明细: only those pages, no export, no peer baseline).
// Run alone: node bench/reports.bench.mjs (after `npx tsc -b packages/contracts server`).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchDatabase, httpRun, login, percentile, root, startServer, timedRun } from './lib.mjs';
import { peerInDetail, peerInOutStock, peerStatement } from './reports-peer.mjs';
import { reportIds, seedReports } from './reports-seed.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SCALE = Number(process.env.BENCH_REPORT_SCALE ?? 1);
const CLIENTS = 4;
const PORT = 3900 + Math.floor(Math.random() * 90);
const TIME_ZONE = 'Asia/Shanghai';

const dist = (p) => import(pathToFileURL(path.join(root, 'server/dist', p)).href);
const day = (d) => d.toISOString().slice(0, 10);
const qs = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');

/** The report periods, in the business zone: the default last three months, last month, the oldest whole month. */
function periods() {
  const today = new Date(new Date().toLocaleString('en-US', { timeZone: TIME_ZONE }));
  const shift = (months, days = 0) => new Date(today.getFullYear(), today.getMonth() + months, today.getDate() + days, 12);
  const oldest = new Date(today.getFullYear() - 2, today.getMonth() + 1, 1, 12);
  return {
    today: day(shift(0)),
    threeMonths: day(shift(-3)),
    oneMonth: day(shift(-1)),
    oldestBegin: day(oldest),
    oldestEnd: day(new Date(oldest.getFullYear(), oldest.getMonth() + 1, 0, 12)),
    // The middle of the history: as many days before it as after it, the most any one month can read.
    middleBegin: day(new Date(today.getFullYear() - 1, today.getMonth(), 1, 12)),
    middleEnd: day(new Date(today.getFullYear() - 1, today.getMonth() + 1, 0, 12)),
    yearAgo: day(shift(-12)),
  };
}

/** [label, HTTP path, the service call the route makes (null: HTTP only), target p95 ms]. */
function scenarios(svc, session, ids, p) {
  const first = { currentPage: 1, pageSize: 10 };
  const three = { beginTime: p.threeMonths, endTime: p.today };
  const month = { beginTime: p.oneMonth, endTime: p.today };
  const oldest = { beginTime: p.oldestBegin, endTime: p.oldestEnd };
  const middle = { beginTime: p.middleBegin, endTime: p.middleEnd };
  const { stock, bill } = svc;
  return [
    ['商品库存', `/material/getListWithStock?${qs(first)}`, (db) => stock.materialStock(db, session, {}, first), 150],
    ['进销存统计(近一月)', `/depotItem/getInOutStock?${qs({ ...first, ...month })}`, (db) => stock.inOutStock(db, session, month, first), 150],
    [
      '进销存统计合计(近一月)',
      `/depotItem/getInOutStockCountMoney?${qs({ endTime: p.today })}`,
      (db) => stock.inOutStockTotals(db, session, { endTime: p.today }),
      150,
    ],
    ['进销存统计(最早一月)', `/depotItem/getInOutStock?${qs({ ...first, ...oldest })}`, (db) => stock.inOutStock(db, session, oldest, first), 300],
    [
      '进销存统计合计(最早一月)',
      `/depotItem/getInOutStockCountMoney?${qs({ endTime: p.oldestEnd })}`,
      (db) => stock.inOutStockTotals(db, session, { endTime: p.oldestEnd }),
      300,
    ],
    ['进销存统计(一年前一月)', `/depotItem/getInOutStock?${qs({ ...first, ...middle })}`, (db) => stock.inOutStock(db, session, middle, first), 300],
    [
      '进销存统计合计(一年前一月)',
      `/depotItem/getInOutStockCountMoney?${qs({ endTime: p.middleEnd })}`,
      (db) => stock.inOutStockTotals(db, session, { endTime: p.middleEnd }),
      300,
    ],
    ['采购统计', `/depotItem/buyIn?${qs({ ...first, ...three })}`, (db) => bill.tradeReport(db, session, 'buy', three, first), 150],
    ['销售统计', `/depotItem/saleOut?${qs({ ...first, ...three })}`, (db) => bill.tradeReport(db, session, 'sale', three, first), 150],
    ['零售统计', `/depotItem/retailOut?${qs({ ...first, ...three })}`, (db) => bill.tradeReport(db, session, 'retail', three, first), 150],
    ['销售统计趋势', `/depotItem/saleOutTrend?${qs(three)}`, (db) => bill.tradeReportTrend(db, session, 'sale', three), 150],
    ['入库明细', `/depotHead/findInOutDetail?${qs({ ...first, ...three, type: '入库' })}`, (db) => bill.inOutDetail(db, session, '入库', three, first), 150],
    ['出库明细', `/depotHead/findInOutDetail?${qs({ ...first, ...three, type: '出库' })}`, (db) => bill.inOutDetail(db, session, '出库', three, first), 150],
    [
      '入库汇总',
      `/depotHead/findInOutMaterialCount?${qs({ ...first, ...three, type: '入库' })}`,
      (db) => bill.materialCount(db, session, '入库', three, first),
      150,
    ],
    [
      '出库汇总',
      `/depotHead/findInOutMaterialCount?${qs({ ...first, ...three, type: '出库' })}`,
      (db) => bill.materialCount(db, session, '出库', three, first),
      150,
    ],
    ['调拨明细', `/depotHead/findAllocationDetail?${qs({ ...first, ...three })}`, (db) => bill.allocationDetail(db, session, three, first), 150],
    [
      '客户对账',
      `/depotHead/getStatementAccount?${qs({ ...first, ...three, supplierType: '客户', hasDebt: '1' })}`,
      (db) => bill.statementAccount(db, session, { ...three, supplierType: '客户', hasDebt: '1' }, first),
      150,
    ],
    [
      '供应商对账',
      `/depotHead/getStatementAccount?${qs({ ...first, ...three, supplierType: '供应商', hasDebt: '1' })}`,
      (db) => bill.statementAccount(db, session, { ...three, supplierType: '供应商', hasDebt: '1' }, first),
      150,
    ],
    ['欠款详情', `/depotHead/debtList?${qs({ ...first, organId: ids.customer })}`, (db) => bill.debtList(db, session, { organId: ids.customer }, first), 150],
    ['库存预警', `/depotItem/findStockWarningCount?${qs(first)}`, (db) => stock.stockWarning(db, session, {}, first), 150],
    [
      '商品流水',
      `/depotItem/findDetailByDepotIdsAndMaterialId?${qs({ ...first, materialId: ids.material })}`,
      (db) => stock.materialFlow(db, session, { materialId: ids.material }, first),
      150,
    ],
    ...billLists(svc, session, first, month),
    ['账户统计', `/account/listWithBalance?${qs(first)}`, null, 150],
    ['账户统计合计', `/account/getStatistics`, null, 150],
    ['首页统计', `/depotHead/getBuyAndSaleStatistics`, null, 150],
    ['首页六个月', `/depotItem/buyOrSalePrice`, null, 150],
  ];
}

/** The bill lists (单据列表 /depotHead/list): first page with the count and 合计 of the kind, the month's or the status's bills. */
function billLists(svc, session, first, month) {
  const list = (label, search) => {
    const json = JSON.stringify(search);
    const parsed = svc.search.parseBillSearch(json);
    return [label, `/depotHead/list?${qs({ ...first, search: json })}`, (db) => svc.list.listBills(db, session, parsed, first), 150];
  };
  return [
    list('销售出库列表', { type: '出库', subType: '销售' }),
    list('销售出库列表(近一月)', { type: '出库', subType: '销售', ...month }),
    list('销售出库列表(已审核)', { type: '出库', subType: '销售', status: '1' }),
    list('采购入库列表', { type: '入库', subType: '采购' }),
    list('零售出库列表', { type: '出库', subType: '零售' }),
    list('其它入库列表', { type: '入库', subType: '其它' }),
    list('调拨列表', { type: '出库', subType: '调拨' }),
  ];
}

const ms = (x) => `${x.toFixed(1)} ms`;

/** The median and spread of `runs` sequential calls of `work` (one client). */
async function sequential(work, runs) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  const sorted = times.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), max: sorted[sorted.length - 1] };
}

async function get(token, url) {
  const res = await fetch(`http://127.0.0.1:${PORT}/api${url}`, { headers: { 'x-access-token': token } });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.arrayBuffer();
}

/** A fresh seeded database (dropped afterwards), or the one BENCH_REPORT_DATABASE names (kept). */
async function database() {
  const kept = process.env.BENCH_REPORT_DATABASE;
  if (kept) {
    const server = await startServer(kept, PORT);
    return { url: kept, drop: async () => void server.kill('SIGTERM') };
  }
  return benchDatabase(PORT);
}

export default async function reportsBench() {
  const bench = await database();
  const pool = new pg.Pool({ connectionString: bench.url, max: CLIENTS });
  const { openDatabase } = await dist('db/database.js');
  const handle = await openDatabase({ databaseUrl: bench.url, timeZone: TIME_ZONE, poolSize: CLIENTS });
  try {
    const seedClient = await pool.connect();
    const ids = await (async () => {
      if (process.env.BENCH_REPORT_DATABASE) return reportIds(seedClient);
      console.log(`\n报表压测数据（规模 ${SCALE}）`);
      return seedReports(seedClient, SCALE);
    })().finally(() => seedClient.release(true));
    const token = await login(PORT);
    const { findSession } = await dist('app/auth/session.js');
    const session = await findSession(handle.db, token);
    const svc = {
      stock: await dist('modules/reports/stock-report.service.js'),
      bill: await dist('modules/reports/bill-report.service.js'),
      list: await dist('modules/stock/bill-query.service.js'),
      search: await dist('modules/stock/bill-search.js'),
    };
    const p = periods();
    const only = process.env.BENCH_REPORT_ONLY?.split(',');
    const all = scenarios(svc, session, ids, p).filter(([label]) => !only || only.includes(label));

    console.log(`\n报表首页（含合计），${ids.movements} 行库存流水，${CLIENTS} 并发，每项 ${SECONDS} 秒（PostgreSQL）；原生 = 服务端查询不经 HTTP`);
    for (const [label, url, raw, target] of all) {
      await get(token, url);
      const http = await httpRun(PORT, token, url, { clients: CLIENTS, seconds: SECONDS });
      const own = raw ? await timedRun(() => raw(handle.db), { clients: CLIENTS, seconds: Math.min(SECONDS, 5) }) : null;
      console.log(
        `  ${label.padEnd(14, '　')} HTTP p50 ${ms(http.p50)}  p95 ${ms(http.p95)}  ${http.rate.toFixed(1)} 次/秒${http.errors ? `  非2xx ${http.errors}` : ''}` +
          `  | 原生 ${own ? `p50 ${ms(own.p50)} p95 ${ms(own.p95)}` : '—'}  ${http.rate > 0 && http.p95 <= target ? '达标' : '超标'}（p95 ≤ ${target} ms）`,
      );
    }

    if (only) return;
    // The whole 进销存统计 of a year (every product moved) as a spreadsheet, one client.
    const exportUrl = `/depotItem/exportInOutStock?${qs({ beginTime: p.yearAgo, endTime: p.today })}`;
    const [{ count: rows }] = (await pool.query(`select count(distinct material_id)::int as count from stock_current where tenant_id = $1`, [ids.tenant])).rows;
    const exported = await sequential(() => get(token, exportUrl), 3);
    console.log(
      `\n进销存统计导出（${rows} 个商品，一年）p50 ${ms(exported.p50)}  最慢 ${ms(exported.max)}  ${exported.max <= 3000 ? '达标' : '超标'}（≤ 3 s）`,
    );

    // The reference's way against ours, same data, one client each.
    console.log('\n同行基线（参考实现的算法：按商品/往来单位逐一重算明细），单客户端：');
    const peerClient = await pool.connect();
    try {
      const month = { beginTime: p.oneMonth, endTime: p.today };
      const three = { beginTime: p.threeMonths, endTime: p.today };
      const comparisons = [
        [
          '进销存统计+合计(近一月)',
          () => peerInOutStock(peerClient, ids.tenant, month.beginTime, month.endTime),
          async () => {
            await get(token, `/depotItem/getInOutStock?${qs({ currentPage: 1, pageSize: 10, ...month })}`);
            await get(token, `/depotItem/getInOutStockCountMoney?${qs({ endTime: month.endTime })}`);
          },
          2,
        ],
        [
          '入库明细(近三月)',
          () => peerInDetail(peerClient, ids.tenant, three.beginTime, three.endTime),
          () => get(token, `/depotHead/findInOutDetail?${qs({ currentPage: 1, pageSize: 10, ...three, type: '入库' })}`),
          10,
        ],
        [
          '客户对账(近三月)',
          () => peerStatement(peerClient, ids.tenant, three.beginTime, three.endTime),
          () => get(token, `/depotHead/getStatementAccount?${qs({ currentPage: 1, pageSize: 10, ...three, supplierType: '客户', hasDebt: '1' })}`),
          3,
        ],
      ];
      for (const [label, peer, ours, runs] of comparisons) {
        const them = await sequential(peer, runs);
        const us = await sequential(ours, 20);
        const ratio = them.p50 / Math.max(us.p50, 0.01);
        console.log(
          `  ${label.padEnd(14, '　')} 参考算法 p50 ${ms(them.p50)}（${runs} 次）  本系统 HTTP p50 ${ms(us.p50)}  快 ${ratio.toFixed(1)} 倍  ${ratio >= 50 ? '达标' : '未达'}（≥ 50×）`,
        );
      }
    } finally {
      peerClient.release();
    }
    console.log('');
  } finally {
    await handle.close();
    await pool.end();
    await bench.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await reportsBench();
}
