-- Every product id of the acting tenant one text search finds (any product state), read by its index as the owner
-- (migration 0048; the product list and the 选择商品 picker, textMatchIds in material-list.query.ts).
create or replace function suanpan_text_match_ids(p_tenant bigint, p_columns text[], p_operator text, p_pattern text, p_piece text)
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
