/**
 * Stock moved per year and product over every depot, for 进销存统计 periods in the middle of the history
 * (docs/performance.md, "Reports"): per (tenant, year, product) the net base quantity (Σ of the ledger's signed
 * quantities; opening stock in year `-infinity`). A period over every depot reads its own months (migration 0035) and,
 * on one side of it, everything moved after its end (or before its first day): with only months that side was up to a
 * year of month rows per product (120,000 rows for a month in the middle of the bench's two years); with the years it
 * is the rest of the edge's year in months and one row per whole year.
 *
 * Kept like `stock_month`: a statement trigger on the append-only ledger (`stock_movement`) adds each statement's rows,
 * set-based, upserted in key order, in the posting transaction; a product whose rows net to zero in the statement (a
 * transfer) is skipped, so a missing row means zero. `suanpan_stock_year_recompute(tenant)` gives a tenant's rows from
 * the ledger (the repair's reference, with `POST /material/repairStockDays`).
 */
const yearOf = /* sql */ `case when n.kind = 'opening' then '-infinity'::date else date_trunc('year', n.oper_time::date::timestamp)::date end`;

const years = (rows: string) => /* sql */ `
  select n.tenant_id, ${yearOf} as year, n.material_id, sum(n.quantity) as net
  from ${rows} n`;

export const up = /* sql */ `
create table stock_year (
  tenant_id bigint not null,
  year date not null,
  material_id bigint not null,
  net numeric(24,6) not null default 0,
  -- The whole years on one side of a period over every product: one range of this index, read index-only.
  primary key (tenant_id, year, material_id) include (net)
);
select suanpan_isolate_tenant_table('stock_year');

create function suanpan_stock_year_add() returns trigger language plpgsql as $fn$
begin
  insert into stock_year (tenant_id, year, material_id, net)
  ${years('new_rows')}
  group by 1, 2, 3 having sum(n.quantity) <> 0
  order by 1, 2, 3
  on conflict (tenant_id, year, material_id) do update set net = stock_year.net + excluded.net;
  return null;
end
$fn$;

create trigger stock_movement_year after insert on stock_movement
  referencing new table as new_rows for each statement execute function suanpan_stock_year_add();

create function suanpan_stock_year_recompute(tenant bigint)
returns table (year date, material_id bigint, net numeric) language sql stable as $fn$
  select y.year, y.material_id, y.net from (${years('stock_movement')} where n.tenant_id = tenant group by 1, 2, 3) y
$fn$;

insert into stock_year (tenant_id, year, material_id, net)
select t.tenant_id, r.year, r.material_id, r.net
from (select distinct tenant_id from stock_movement) t cross join lateral suanpan_stock_year_recompute(t.tenant_id) r
where r.net <> 0
order by 1, 2, 3;
`;
