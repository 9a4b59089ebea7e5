// Scenario: the product list with 100,000 products and their stock (PostgreSQL). Seeds the demo
// tenant set-based (generate_series), then measures p50/p95 over HTTP (autocannon, 4 clients) of
// the first page, a deep page, a long and a two-character text search, the warning filter, a
// category with its sub-categories, the bill picker (by text; with a depot's stock) and the 条码 cell's dropdown, next to the
// same core SQL run directly (the limit). Target: p95 ≤ 100 ms. Env: BENCH_DATABASE_URL, BENCH_SECONDS (default 10).
// Run alone: node bench/material-list.bench.mjs (after `npx tsc -b packages/contracts server`).
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { benchDatabase, httpRun, login, percentile } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = 100_000;
const CLIENTS = 4;
const PORT = 3800 + Math.floor(Math.random() * 90);

/**
 * 100,000 products in 40 categories (ten under each of four top categories), one barcode each,
 * stock in two depots, safety levels on a tenth.
 */
export async function seed(pool) {
  const q = (text, values) => pool.query(text, values).then((r) => r.rows);
  const [{ id: tenant }] = await q(`select id from tenant where login_name = 'jsh'`);
  const depots = (await q(`select id from depot where tenant_id = $1 and not delete_flag order by id limit 2`, [tenant])).map((d) => d.id);
  await q(`insert into material_category (tenant_id, name, serial_no) select $1, '压测大类' || g, 'BENCHTOP' || g from generate_series(1, 4) g`, [tenant]);
  await q(
    `insert into material_category (tenant_id, name, serial_no, parent_id)
    select $1, '压测类别' || g, 'BENCH' || g, (select id from material_category p where p.tenant_id = $1 and p.serial_no = 'BENCHTOP' || (1 + g % 4))
    from generate_series(1, 40) g`,
    [tenant],
  );
  const t0 = Date.now();
  await q(
    `insert into material (tenant_id, name, standard, model, mnemonic, unit, category_id, brand)
    select $1, '压测商品' || g || (array['棉','麻','丝','毛'])[1 + g % 4], (g % 500) || 'ml', 'M-' || (g % 997), 'ycsp' || g, '个',
      (select id from material_category c where c.tenant_id = $1 and c.serial_no = 'BENCH' || (1 + g % 40)), 'B' || (g % 50)
    from generate_series(1, ${PRODUCTS}) g`,
    [tenant],
  );
  await q(
    `insert into material_extend (tenant_id, material_id, bar_code, commodity_unit, purchase_decimal, commodity_decimal, wholesale_decimal, default_flag)
    select tenant_id, id, (6900000000000 + id)::text, '个', 10, 15, 14, true from material where tenant_id = $1 and name like '压测商品%'`,
    [tenant],
  );
  for (const depot of depots) {
    await q(
      `insert into stock_movement (tenant_id, material_id, depot_id, quantity, kind)
      select tenant_id, id, $2, 1 + id % 100, 'opening' from material where tenant_id = $1 and name like '压测商品%'`,
      [tenant, depot],
    );
    await q(
      `insert into stock_current (tenant_id, material_id, depot_id, quantity)
      select tenant_id, id, $2, 1 + id % 100 from material where tenant_id = $1 and name like '压测商品%'`,
      [tenant, depot],
    );
  }
  await q(
    `insert into material_initial_stock (tenant_id, material_id, depot_id, number, low_safe_stock, high_safe_stock)
    select tenant_id, id, $2, 0, 50, 90 from material where tenant_id = $1 and name like '压测商品%' and id % 10 = 0`,
    [tenant, depots[0]],
  );
  // The copy of the safety levels the warning indexes read (migration 0014), as saveOpeningStock writes it.
  await q(
    `update stock_current set low_safe_stock = 50, high_safe_stock = 90 where tenant_id = $1 and depot_id = $2 and material_id % 10 = 0
    and material_id in (select id from material where tenant_id = $1 and name like '压测商品%')`,
    [tenant, depots[0]],
  );
  // A steady-state table as autovacuum leaves it: statistics and the visibility map (index-only scans).
  await q('vacuum analyze');
  console.log(`  已生成 ${PRODUCTS} 个商品及库存，用时 ${((Date.now() - t0) / 1000).toFixed(1)} 秒`);
  return { tenant, depots };
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
    } finally {
      c.release();
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const TEXT = '压测商品77777';
/** A two-character text (a typical Chinese word): too short for a trigram index, found by the pieces index (migration 0016); 5,000 products match. */
const SHORT = '0棉';
/** What a clerk types into a bill line's 条码 cell: the start of a 助记码. */
const DROPDOWN = 'ycsp7777';
const search = (o) => encodeURIComponent(JSON.stringify(o));

export default async function materialListBench() {
  const bench = await benchDatabase(PORT);
  const url = new URL(bench.url);
  const pool = new pg.Pool({ connectionString: url.toString(), max: CLIENTS });
  try {
    const { tenant, depots } = await seed(pool);
    const token = await login(PORT);
    const deep = Math.floor(PRODUCTS / 10) - 1;
    const [{ id: topCategory }] = (await pool.query(`select id from material_category where tenant_id = $1 and serial_no = 'BENCHTOP1'`, [tenant])).rows;
    const live = 'tenant_id = $1 and not delete_flag';
    // What the server runs for a list: the count, the page's keys (deferred join), then the wide rows of those keys.
    const list = (where, offset = 0) => [
      `select count(*) from material where ${live} ${where}`,
      `select * from material where (tenant_id, id) in (select tenant_id, id from material where ${live} ${where} order by id desc limit 10 offset ${offset}) order by id desc`,
    ];
    const textIds = `select id from material where tenant_id = $1 and name like $2 union select id from material where tenant_id = $1 and standard like $2
      union select id from material where tenant_id = $1 and model like $2 union select id from material where tenant_id = $1 and mnemonic like $2
      union select material_id from material_extend where tenant_id = $1 and bar_code like $2 and not delete_flag`;
    // A two-character text: the pieces indexes of migration 0016 ($3 is the text itself).
    const bigrams = `(text_bigrams(lower(name)) || text_bigrams(lower(coalesce(standard, ''))) || text_bigrams(lower(coalesce(model, ''))) || text_bigrams(lower(coalesce(mnemonic, ''))))`;
    const shortText = `and id = any(array(select id from material where tenant_id = $1 and ${bigrams} @> array[lower($3::text)]
      and (name like $2 or standard like $2 or model like $2 or mnemonic like $2)
      union select material_id from material_extend where tenant_id = $1 and text_bigrams(lower(bar_code)) @> array[lower($3::text)] and bar_code like $2 and not delete_flag))`;
    const warning =
      'and id = any(array(select c.material_id from stock_current c where c.tenant_id = $1 and c.low_safe_stock > 0 and c.quantity < c.low_safe_stock))';
    const subCategories = `and category_id in (select id from material_category where tenant_id = $1 and (id = ${topCategory} or parent_id = ${topCategory}))`;
    // Without a filter the count leaves out the rows of deleted or disabled products (their partial index) instead of joining.
    const pickerCount = (where) =>
      where
        ? `select count(*) from material_extend e join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
      where e.tenant_id = $1 and not e.delete_flag and m.enabled ${where}`
        : `select count(*) from material_extend e where e.tenant_id = $1 and not e.delete_flag
      and not exists (select from material m where m.tenant_id = e.tenant_id and m.id = e.material_id and (m.delete_flag or not m.enabled))`;
    const picker = (where) => [
      pickerCount(where),
      `select e.*, m.name, (select sum(quantity) from stock_current sc where sc.tenant_id = e.tenant_id and sc.material_id = e.material_id and sc.depot_id = ${depots[0]}) as stock
      from material_extend e join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
      where e.tenant_id = $1 and not e.delete_flag and m.enabled ${where} order by m.id desc, e.default_flag desc, e.id limit 10`,
    ];
    // The dropdown's rows: no count; $3 the text, $4 its prefix pattern.
    const dropdown = (where) => [
      `select e.*, m.name, (select sum(quantity) from stock_current sc where sc.tenant_id = e.tenant_id and sc.material_id = e.material_id and sc.depot_id = ${depots[0]}) as stock
      from material_extend e join material m on m.tenant_id = e.tenant_id and m.id = e.material_id and not m.delete_flag
      where e.tenant_id = $1 and not e.delete_flag and m.enabled and ${where}
      order by (e.bar_code = $3) desc, (e.bar_code like $4 or m.name ilike $4 or coalesce(m.mnemonic, '') ilike $4) desc, m.id desc, e.default_flag desc, e.id limit 10`,
    ];
    const scenarios = [
      ['列表首页', '/material/list?currentPage=1&pageSize=10', list(''), [tenant]],
      [`列表深页(第${deep}页)`, `/material/list?currentPage=${deep}&pageSize=10`, list('', (deep - 1) * 10), [tenant]],
      ['文字搜索', `/material/list?search=${search({ materialParam: TEXT })}`, list(`and id = any(array(${textIds}))`), [tenant, `%${TEXT}%`]],
      [`两字搜索(${SHORT})`, `/material/list?search=${search({ materialParam: SHORT })}`, list(shortText), [tenant, `%${SHORT}%`, SHORT]],
      ['库存预警筛选', `/material/list?search=${search({ warning: 'low' })}`, list(warning), [tenant]],
      ['类别含子类别', `/material/list?search=${search({ categoryId: Number(topCategory) })}`, list(subCategories), [tenant]],
      [
        '单据选商品',
        `/material/findBySelect?q=${encodeURIComponent('77777')}&page=1&rows=10`,
        picker(`and m.id = any(array(${textIds}))`),
        [tenant, '%77777%'],
      ],
      ['选商品带仓库库存', `/material/findBySelect?depotId=${depots[0]}&page=1&rows=10`, picker(''), [tenant]],
      // The 条码 cell's dropdown as a clerk types (findForBill): a 助记码 prefix (111 products) and a two-character word
      // (5,000), ranked exact barcode → prefix → newest, stock in the line's depot, priced for a sale.
      [
        '条码格下拉(助记码)',
        `/material/findForBill?q=${DROPDOWN}&prefixNo=XSCK&depotId=${depots[0]}&rows=10`,
        dropdown(`m.id = any(array(${textIds}))`),
        [tenant, `%${DROPDOWN}%`, DROPDOWN, `${DROPDOWN}%`],
      ],
      [
        `条码格下拉(两字${SHORT})`,
        `/material/findForBill?q=${encodeURIComponent(SHORT)}&prefixNo=XSCK&depotId=${depots[0]}&rows=10`,
        dropdown(shortText.replace(/^and id = any/, 'm.id = any')),
        [tenant, `%${SHORT}%`, SHORT, `${SHORT}%`],
      ],
    ];
    console.log(`\n商品列表，${PRODUCTS} 个商品，${CLIENTS} 并发，每项 ${SECONDS} 秒（PostgreSQL）`);
    for (const [label, path_, rawSql, values] of scenarios) {
      const http = await httpRun(PORT, token, path_, { clients: CLIENTS, seconds: SECONDS });
      const raw = await rawRun(pool, rawSql, values);
      const verdict = http.p95 <= 100 ? '达标' : '超标';
      console.log(
        `  ${label.padEnd(12, '　')} HTTP p50 ${http.p50.toFixed(1)} ms  p95 ${http.p95.toFixed(1)} ms  ${http.rate.toFixed(0)} 次/秒${http.errors ? `  非2xx ${http.errors}` : ''}` +
          `  | 原生SQL p50 ${raw.p50.toFixed(1)} ms p95 ${raw.p95.toFixed(1)} ms  比值 ${(raw.p50 / Math.max(http.p50, 0.01)).toFixed(2)}  ${verdict}（p95 ≤ 100 ms）`,
      );
    }
    // The plans behind the figures (docs/performance.md): each must stay index-driven.
    for (const [label, , sqlTexts, values] of [scenarios[1], scenarios[3], scenarios[4], scenarios[7], scenarios[8], scenarios[9]]) {
      for (const [n, text] of sqlTexts.entries()) {
        const plan = (await pool.query(`explain (analyze, costs off) ${text}`, values)).rows.map((r) => r['QUERY PLAN']);
        console.log(
          `  计划 ${label}${sqlTexts.length === 1 ? '' : n === 0 ? '计数' : '分页'}：${plan
            .filter((l) => /Scan|Join|Execution/.test(l))
            .map((l) => l.trim())
            .slice(0, 6)
            .join(' | ')}`,
        );
      }
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
