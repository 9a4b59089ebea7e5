-- The newest ids of live, enabled products with a live barcode matching, searched as the owner so the indexes serve
-- under row security (migration 0047); grants: execute to suanpan_tenant only.
create or replace function suanpan_barcodes_matching(p_tenant bigint, p_operator text, p_pattern text, p_piece text, p_limit integer)
returns setof bigint language plpgsql stable security definer rows 10 set search_path to 'public'
as $fn$
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
