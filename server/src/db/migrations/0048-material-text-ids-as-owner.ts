/**
 * The product list's and the 选择商品 picker's text search (textMatchIds) read by index as the tenant role, as the
 * 条码 cell's dropdown does since migration 0047 (same cause: row-level security keeps `like`, `ilike` and `@>`,
 * operators not marked leakproof, from every index; 真丝衬衫 took 211–326 ms as the tenant, 8–13 ms as the owner).
 * `suanpan_text_match_ids` answers every id one search finds, whatever the product's state (the list shows disabled
 * products; its own conditions follow): with `p_columns`, products any of whose columns (name, standard, model,
 * mnemonic) match `p_pattern` by `p_operator`, else the products of the live barcodes that match; with `p_piece`,
 * among the rows whose two-character pieces hold `lower(p_piece)` (migration 0016's index expressions). Guarded as
 * 0047's: for the acting tenant only, fixed columns and operators, the text quoted.
 */
export const up = /* sql */ `
create function suanpan_text_match_ids(p_tenant bigint, p_columns text[], p_operator text, p_pattern text, p_piece text)
returns setof bigint language plpgsql stable security definer set search_path = public rows 1000 as $fn$
declare
  test text;
begin
  if not suanpan_search_allowed(p_tenant, p_operator) then
    return;
  end if;
  if p_columns is null then
    return query execute format('select material_id from material_extend where tenant_id = %L and %s bar_code %s %L and not delete_flag',
      p_tenant, case when p_piece is null then '' else format('text_bigrams(lower(bar_code)) @> array[lower(%L::text)] and', p_piece) end,
      p_operator, p_pattern);
    return;
  end if;
  if cardinality(p_columns) = 0 or not p_columns <@ array['name', 'standard', 'model', 'mnemonic'] then
    raise exception 'columns %', p_columns using errcode = 'invalid_parameter_value';
  end if;
  select string_agg(format('%I %s %L', c, p_operator, p_pattern), ' or ') into test from unnest(p_columns) c;
  if p_piece is not null then
    test := format('(text_bigrams(lower(name)) || text_bigrams(lower(coalesce(standard, ''''))) || text_bigrams(lower(coalesce(model, '''')))'
      ' || text_bigrams(lower(coalesce(mnemonic, '''')))) @> array[lower(%L::text)] and (%s)', p_piece, test);
  end if;
  return query execute format('select id from material where tenant_id = %L and (%s)', p_tenant, test);
end
$fn$;

revoke all on function suanpan_text_match_ids(bigint, text[], text, text, text) from public;
grant execute on function suanpan_text_match_ids(bigint, text[], text, text, text) to suanpan_tenant;
`;
