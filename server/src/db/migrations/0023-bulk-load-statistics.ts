/**
 * Fresh planner statistics in the middle of a bulk load. A product import inserts thousands of products and then
 * the rows that reference them; each of those rows' foreign-key check is planned from the statistics of the
 * table as it was before (a handful of rows), which picks an index on tenant_id alone and scans every product
 * of the tenant per check — 10,000 rows took 35 s instead of 4. ANALYZE inside the transaction fixes the plans,
 * but only a table's owner may analyze it, and requests run as `suanpan_tenant` (migration 0018), for which
 * ANALYZE only warns and skips. This function runs it as the owner, for tables of the public schema only; it
 * waits at most a moment for the table's maintenance lock (a running autovacuum holds it) and then goes on
 * without, since the statistics only make the load faster.
 */
export const up = /* sql */ `
create function suanpan_refresh_statistics(tables text[]) returns void
language plpgsql security definer set search_path = public set lock_timeout = '200ms' as $fn$
declare
  t text;
begin
  foreach t in array tables loop
    if not exists (select 1 from pg_tables where schemaname = 'public' and tablename = t) then
      raise exception 'no table %', t using errcode = 'undefined_table';
    end if;
    begin
      execute format('analyze public.%I', t);
    exception when lock_not_available then null;
    end;
  end loop;
end
$fn$;
revoke all on function suanpan_refresh_statistics(text[]) from public;
grant execute on function suanpan_refresh_statistics(text[]) to suanpan_tenant;
`;
