-- The set of two-character pieces of a text, for the GIN index that finds two-character product searches (migration 0016).
-- An index is built on it: changing what it returns needs a migration that rebuilds the index (material_search_bigram_idx).
create or replace function text_bigrams(t text)
returns text[] language sql immutable parallel restricted strict
as $fn$
  select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, length(t) - 1) i
$fn$;
