/**
 * 库存预警 (the product list's filter "below the low / above the high safety level"), answered by
 * index. The safety levels of a (product, depot) are copied onto its current-stock row, so two
 * partial indexes hold exactly the rows in warning: bill posting changes only `quantity`, and the
 * database moves a row in or out of an index in the same statement — no posting code knows about
 * warnings. saveOpeningStock, the one writer of safety levels, writes the copy in its transaction
 * (a (product, depot) with levels but no stock yet gets a zero stock row, as a sold-out one has).
 * Before: every safety row probed stock_current (10,000 rows: ~90 ms); now the index is read.
 */
export const up = /* sql */ `
alter table stock_current add column low_safe_stock numeric(24,6), add column high_safe_stock numeric(24,6);

insert into stock_current (tenant_id, material_id, depot_id, quantity, low_safe_stock, high_safe_stock)
select tenant_id, material_id, depot_id, 0, low_safe_stock, high_safe_stock from material_initial_stock
where low_safe_stock is not null or high_safe_stock is not null
order by tenant_id, material_id, depot_id
on conflict (tenant_id, material_id, depot_id) do update
  set low_safe_stock = excluded.low_safe_stock, high_safe_stock = excluded.high_safe_stock;

create index stock_current_below_low_idx on stock_current (tenant_id, material_id) include (depot_id)
  where low_safe_stock > 0 and quantity < low_safe_stock;
create index stock_current_above_high_idx on stock_current (tenant_id, material_id) include (depot_id)
  where high_safe_stock > 0 and quantity > high_safe_stock;
`;
