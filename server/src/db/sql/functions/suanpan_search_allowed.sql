-- Whether a text search run as the owner may answer for p_tenant (migration 0047): the operator is like or ilike
-- (else an error), and the caller acts as itself (the system handle) or for that very tenant (app.tenant_id, the
-- setting the tenant policy reads).
create or replace function suanpan_search_allowed(p_tenant bigint, p_operator text) returns boolean language plpgsql stable as $fn$
begin
  if p_operator is null or p_operator not in ('like', 'ilike') then
    raise exception 'operator %', p_operator using errcode = 'invalid_parameter_value';
  end if;
  return current_setting('role') = 'none' or p_tenant = nullif(current_setting('app.tenant_id', true), '')::bigint;
end
$fn$;
