/**
 * Product lists answered by index where they read every row before (docs/performance.md):
 *
 * - Two-character text (a typical Chinese word, `纯棉`): pg_trgm needs three characters, so name,
 *   specification, model, mnemonic and barcodes were each read whole (~230 ms at 100,000 products).
 *   `text_bigrams(t)` is the set of two-character pieces of a text; a text of exactly two characters
 *   is contained in a value only if it is one of the value's pieces, so a GIN index over the pieces finds
 *   the candidates and the `like`/`ilike` test re-checks them. Pieces are taken from `lower()` values
 *   (the query looks up `lower(text)`): `ilike` is `lower(x) like lower(p)`, so no match is missed.
 *   The product's four columns share one index (one lookup instead of four), their pieces taken per
 *   column so no piece spans two columns. The function is `parallel restricted`: its scans then stay in
 *   one process — a parallel worker for 5,000 index hits cost more than it saved (4 clients on 2 cores:
 *   count + page 111 → 66 ms).
 * - The bill picker's count without a filter joined every barcode row to every product (~160 ms): a
 *   barcode row is listed unless its product is deleted or disabled, and those products are few, so
 *   the count reads the barcode index and leaves out the ids of this partial index.
 */
export const up = /* sql */ `
create function text_bigrams(t text) returns text[] language sql immutable strict parallel restricted as $$
  select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, length(t) - 1) i
$$;

create index material_text_bigrams on material using gin ((text_bigrams(lower(name))
  || text_bigrams(lower(coalesce(standard, ''))) || text_bigrams(lower(coalesce(model, ''))) || text_bigrams(lower(coalesce(mnemonic, '')))));
create index material_extend_barcode_bigrams on material_extend using gin (text_bigrams(lower(bar_code))) where not delete_flag;
create index material_unlisted_idx on material (tenant_id, id) where delete_flag or not enabled;
`;
