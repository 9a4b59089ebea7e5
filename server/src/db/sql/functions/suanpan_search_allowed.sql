-- Whether a product search function may answer for the tenant it is asked for: the system role for any, the tenant
-- role only for its app.tenant_id; the operator must be like or ilike (migration 0047).
create or replace function suanpan_search_allowed(p_tenant bigint, p_operator text)
returns boolean language plpgsql stable
as $fn$
begin
  if p_operator is null or p_operator not in ('like', 'ilike') then
    raise exception 'operator %', p_operator using errcode = 'invalid_parameter_value';
  end if;
  return current_setting('role') = 'none' or p_tenant = nullif(current_setting('app.tenant_id', true), '')::bigint;
end
$fn$;
