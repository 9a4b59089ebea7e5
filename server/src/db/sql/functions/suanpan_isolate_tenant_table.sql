-- Puts a tenant table under forced row-level security: its rows are the session's tenant's (`app.tenant_id`) for
-- the role suanpan_tenant, every row for the migrating role (migration 0018). A new tenant table's migration calls it.
create or replace function suanpan_isolate_tenant_table(name text)
returns void language plpgsql
as $fn$
begin
  execute format('alter table %I enable row level security', name);
  execute format('alter table %I force row level security', name);
  execute format('create policy tenant_rows on %I to suanpan_tenant using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint) with check (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)', name);
  execute format('create policy system_rows on %I to %I using (true) with check (true)', name, current_user);
end
$fn$;
