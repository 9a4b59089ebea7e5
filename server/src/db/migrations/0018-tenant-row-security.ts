/**
 * Tenant isolation by construction (docs/decisions.md, "Tenant isolation: row-level security"): every table with a
 * tenant_id column is readable and writable only for the tenant named by the session setting `app.tenant_id`, once
 * the connection has switched to the role `suanpan_tenant` — which the server's tenant-scoped handle does on every
 * connection it hands out (db/tenant-db.ts). The role that runs the migrations keeps every row (login, sessions,
 * platform administration, seeds, jobs); a superuser (PGlite, CI) bypasses row security anyway.
 *
 * `suanpan_isolate_tenant_table(name)` does it for one table: a new tenant table's migration calls it, and
 * server/test/tenancy/row-security.test.ts fails for a tenant table without it. Roles are global to the cluster,
 * so the role is created only when missing (another database of the cluster may have made it first).
 */
/** The role tenant-scoped connections switch to, made when missing and granted to the connecting user (also run by
 * `npm run restore` before it restores a dump into another cluster, whose grants name the role). */
export const TENANT_ROLE = /* sql */ `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'suanpan_tenant') then
    create role suanpan_tenant nologin;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;
do $$
begin
  if not pg_has_role(current_user, 'suanpan_tenant', 'member') then
    execute format('grant suanpan_tenant to %I', current_user);
  end if;
end $$;
`;

export const up = /* sql */ `
${TENANT_ROLE}
grant usage on schema public to suanpan_tenant;
grant select, insert, update, delete on all tables in schema public to suanpan_tenant;
grant usage, select, update on all sequences in schema public to suanpan_tenant;
alter default privileges in schema public grant select, insert, update, delete on tables to suanpan_tenant;
alter default privileges in schema public grant usage, select, update on sequences to suanpan_tenant;

create function suanpan_isolate_tenant_table(name text) returns void language plpgsql as $fn$
begin
  execute format('alter table %I enable row level security', name);
  execute format('alter table %I force row level security', name);
  execute format('create policy tenant_rows on %I to suanpan_tenant using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint) with check (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)', name);
  execute format('create policy system_rows on %I to %I using (true) with check (true)', name, current_user);
end
$fn$;

select suanpan_isolate_tenant_table(c.table_name::text)
from information_schema.columns c
join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
where c.table_schema = 'public' and c.column_name = 'tenant_id'
order by c.table_name;

-- Package roles are platform templates (tenant 0) that every tenant's permission check reads.
create policy package_roles on role for select to suanpan_tenant using (tenant_id = 0);
create policy package_role_functions on role_function for select to suanpan_tenant using (tenant_id = 0);
`;
