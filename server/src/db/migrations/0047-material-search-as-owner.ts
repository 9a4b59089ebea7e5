/**
 * The product text searches of the tenant role, read by their indexes (issue 34: the 条码 cell's dropdown took
 * 240–520 ms where its own query took 12–20 ms as the schema owner). Under row-level security (migration 0018) a
 * condition of the query may only become an index condition when its operator is marked leakproof, or the policy
 * has already been applied; `like`, `ilike` (textlike, texticlike) and the pieces' `@>` (arraycontains) are not
 * leakproof, so as `suanpan_tenant` every trigram and pieces index of the product search was unusable and each
 * search read all products and all barcodes (`Seq Scan on material … Rows Removed by Filter: 99909`, 512 ms).
 *
 * These functions run one fixed search as their owner (whose policy `system_rows` lets the planner use the
 * indexes), for the tenant the session acts for: as another role — the tenant role — the caller gets nothing for
 * any tenant but the one of `app.tenant_id`, the setting the tenant policy reads; as itself (the system handle,
 * which sees every row anyway) for the tenant it names. Columns and operators come from a fixed list, the text only
 * as a quoted literal, so nothing but the search can run. They answer the newest `p_limit` ids of live, enabled
 * products: `p_by_index` reads every match from its index and then takes the newest (a rare text), otherwise the
 * planner may also walk the newest products backwards until it has enough (a text most products hold).
 *
 * - `suanpan_products_matching`: `p_columns` (name, standard, model, mnemonic) any of which matches `p_pattern` by
 *   `p_operator` (like / ilike); with `p_piece`, only among the products whose two-character pieces hold
 *   `lower(p_piece)` (the `material_text_bigrams` index of migration 0016 — the expression is that index's).
 * - `suanpan_barcodes_matching`: products with a live barcode matching, `p_piece` as above on the barcodes' index.
 */
export const up = /* sql */ `
create function suanpan_search_allowed(p_tenant bigint, p_operator text) returns boolean language plpgsql stable as $fn$
begin
  if p_operator is null or p_operator not in ('like', 'ilike') then
    raise exception 'operator %', p_operator using errcode = 'invalid_parameter_value';
  end if;
  return current_setting('role') = 'none' or p_tenant = nullif(current_setting('app.tenant_id', true), '')::bigint;
end
$fn$;

create function suanpan_products_matching(p_tenant bigint, p_columns text[], p_operator text, p_pattern text, p_piece text, p_limit int, p_by_index boolean)
returns setof bigint language plpgsql stable security definer set search_path = public rows 10 as $fn$
declare
  test text;
begin
  if not suanpan_search_allowed(p_tenant, p_operator) then
    return;
  end if;
  if coalesce(cardinality(p_columns), 0) = 0 or not p_columns <@ array['name', 'standard', 'model', 'mnemonic'] then
    raise exception 'columns %', p_columns using errcode = 'invalid_parameter_value';
  end if;
  select string_agg(format('%I %s %L', c, p_operator, p_pattern), ' or ') into test from unnest(p_columns) c;
  if p_piece is not null then
    test := format('(text_bigrams(lower(name)) || text_bigrams(lower(coalesce(standard, ''''))) || text_bigrams(lower(coalesce(model, '''')))'
      ' || text_bigrams(lower(coalesce(mnemonic, '''')))) @> array[lower(%L::text)] and (%s)', p_piece, test);
  end if;
  return query execute format(
    'select id from (select id from material where tenant_id = %L and (%s) and not delete_flag and enabled %s) m order by id desc limit %L',
    p_tenant, test, case when p_by_index then 'offset 0' else '' end, p_limit);
end
$fn$;

create function suanpan_barcodes_matching(p_tenant bigint, p_operator text, p_pattern text, p_piece text, p_limit int)
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

revoke all on function suanpan_products_matching(bigint, text[], text, text, text, int, boolean) from public;
revoke all on function suanpan_barcodes_matching(bigint, text, text, text, int) from public;
grant execute on function suanpan_products_matching(bigint, text[], text, text, text, int, boolean) to suanpan_tenant;
grant execute on function suanpan_barcodes_matching(bigint, text, text, text, int) to suanpan_tenant;
`;
