-- ANALYZE of the given public tables as their owner, in the middle of a bulk load (platform/import/bulk-statistics.ts);
-- waits at most 200 ms for a table's maintenance lock, then goes on without (migration 0023).
create or replace function suanpan_refresh_statistics(tables text[])
returns void language plpgsql security definer set search_path to 'public' set lock_timeout to '200ms'
as $fn$
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
