/**
 * Stock per product over every depot, for 商品库存 and 进销存统计 when the depot set is every depot (the default unless
 * 分配仓库权限 restricts it; docs/performance.md, "Reports"):
 *
 * - `stock_total` — per (tenant, product) the stock summed over all its depots (Σ of its `stock_current` rows, i.e. of
 *   its ledger rows): one row per product instead of one per product and depot.
 * - `stock_month` — per (tenant, month, product) the base quantity in and out over all depots, by the direction rule of
 *   `stock_day` (migration 0025; opening stock in month `-infinity`, in `in_qty`, signed). A whole month of 进销存统计
 *   is one row per product (≈ 4.5 movements per cell at the bench's shape, against ≈ 1 per `stock_day` row); the days
 *   are read only at a period's edges. Σ over a product's months of (in − out) = its `stock_total`.
 *
 * Both are kept like `stock_day`: a statement trigger on the append-only ledger (`stock_movement`) adds each
 * statement's rows, set-based, upserted in key order, in the posting transaction; no posting code knows about them.
 * A posting already locks a per-product row to commit (its moving-average cost, `material_cost`), so these per-product
 * rows add no new kind of wait between postings. `stock_total` skips a product whose rows net to zero in the statement
 * (a transfer): a missing row means zero. `suanpan_stock_month_recompute(tenant)` and
 * `suanpan_stock_total_recompute(tenant)` give a tenant's rows from the ledger (the repair's reference, with
 * `POST /material/repairStockDays`).
 */
const inQty = /* sql */ `case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then n.quantity else 0 end`;
const outQty = /* sql */ `case when n.kind = 'opening' or (n.kind = 'bill') = (n.quantity > 0) then 0 else -n.quantity end`;
const monthOf = /* sql */ `case when n.kind = 'opening' then '-infinity'::date else date_trunc('month', n.oper_time::date::timestamp)::date end`;

const months = (rows: string) => /* sql */ `
  select n.tenant_id, ${monthOf} as month, n.material_id, sum(${inQty}) as in_qty, sum(${outQty}) as out_qty
  from ${rows} n`;

export const up = /* sql */ `
create table stock_month (
  tenant_id bigint not null,
  month date not null,
  material_id bigint not null,
  in_qty numeric(24,6) not null default 0,
  out_qty numeric(24,6) not null default 0,
  -- A period's whole months over every product: one range of this index, read index-only.
  primary key (tenant_id, month, material_id) include (in_qty, out_qty)
);
select suanpan_isolate_tenant_table('stock_month');

create table stock_total (
  tenant_id bigint not null,
  material_id bigint not null,
  quantity numeric(24,6) not null default 0,
  primary key (tenant_id, material_id)
);
select suanpan_isolate_tenant_table('stock_total');

create function suanpan_stock_month_add() returns trigger language plpgsql as $fn$
begin
  insert into stock_month (tenant_id, month, material_id, in_qty, out_qty)
  ${months('new_rows')}
  group by 1, 2, 3
  order by 1, 2, 3
  on conflict (tenant_id, month, material_id) do update
    set in_qty = stock_month.in_qty + excluded.in_qty, out_qty = stock_month.out_qty + excluded.out_qty;
  insert into stock_total (tenant_id, material_id, quantity)
  select n.tenant_id, n.material_id, sum(n.quantity) from new_rows n
  group by 1, 2 having sum(n.quantity) <> 0
  order by 1, 2
  on conflict (tenant_id, material_id) do update set quantity = stock_total.quantity + excluded.quantity;
  return null;
end
$fn$;

create trigger stock_movement_month after insert on stock_movement
  referencing new table as new_rows for each statement execute function suanpan_stock_month_add();

create function suanpan_stock_month_recompute(tenant bigint)
returns table (month date, material_id bigint, in_qty numeric, out_qty numeric) language sql stable as $fn$
  select m.month, m.material_id, m.in_qty, m.out_qty from (${months('stock_movement')} where n.tenant_id = tenant group by 1, 2, 3) m
$fn$;

create function suanpan_stock_total_recompute(tenant bigint)
returns table (material_id bigint, quantity numeric) language sql stable as $fn$
  select n.material_id, sum(n.quantity) from stock_movement n where n.tenant_id = tenant group by n.material_id
$fn$;

insert into stock_month (tenant_id, month, material_id, in_qty, out_qty)
select t.tenant_id, r.month, r.material_id, r.in_qty, r.out_qty
from (select distinct tenant_id from stock_movement) t cross join lateral suanpan_stock_month_recompute(t.tenant_id) r
order by 1, 2, 3;

insert into stock_total (tenant_id, material_id, quantity)
select t.tenant_id, r.material_id, r.quantity
from (select distinct tenant_id from stock_movement) t cross join lateral suanpan_stock_total_recompute(t.tenant_id) r
where r.quantity <> 0
order by 1, 2;
`;
