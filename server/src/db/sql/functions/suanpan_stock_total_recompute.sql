-- stock_total: a tenant's per-product stock over every depot recomputed from the ledger (the repair's reference,
-- POST /material/repairStockDays).
create or replace function suanpan_stock_total_recompute(tenant bigint)
returns table(material_id bigint, quantity numeric) language sql stable
as $fn$
  select n.material_id, sum(n.quantity) from stock_movement n where n.tenant_id = tenant group by n.material_id
$fn$;
