-- The newest p_limit live, enabled products of the acting tenant whose columns match the text, read by their
-- trigram / pieces indexes as the owner (migration 0047; the 条码 cell's dropdown, bill-suggest.query.ts): as the
-- tenant role, row-level security keeps like / ilike / @> (not leakproof) from every index.
create or replace function suanpan_products_matching(p_tenant bigint, p_columns text[], p_operator text, p_pattern text, p_piece text, p_limit int, p_by_index boolean)
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
