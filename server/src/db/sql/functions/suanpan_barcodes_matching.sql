-- The newest p_limit live, enabled products of the acting tenant with a live barcode matching the text, read by the
-- barcode indexes as the owner (migration 0047; the 条码 cell's dropdown, bill-suggest.query.ts).
create or replace function suanpan_barcodes_matching(p_tenant bigint, p_operator text, p_pattern text, p_piece text, p_limit int)
returns setof bigint language plpgsql stable security definer set search_path = public rows 10 as $fn$
begin
  if not suanpan_search_allowed(p_tenant, p_operator) then
    return;
  end if;
  -- Each barcode's product is a look-up (offset 0), not a pass over every product.
  return query execute format(
    'select c.material_id from (select material_id from material_extend where tenant_id = %1$L and %2$s bar_code %3$s %4$L
      and not delete_flag offset 0) c
    cross join lateral (select from material p where p.tenant_id = %1$L and p.id = c.material_id and not p.delete_flag and p.enabled offset 0) ok
    order by c.material_id desc limit %5$L',
    p_tenant, case when p_piece is null then '' else format('text_bigrams(lower(bar_code)) @> array[lower(%L::text)] and', p_piece) end,
    p_operator, p_pattern, p_limit);
end
$fn$;
