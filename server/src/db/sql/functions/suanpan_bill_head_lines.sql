-- After a bill's kind, time, status, creator or partner changes (or it is deleted), its lines take the new values.
create or replace function suanpan_bill_head_lines()
returns trigger language plpgsql
as $fn$
begin
  update depot_item i set prefix = new.prefix, oper_time = new.oper_time, status = new.status, creator = new.creator, organ_id = new.organ_id, delete_flag = i.delete_flag or new.delete_flag
  where i.tenant_id = new.tenant_id and i.header_id = new.id
    and ((i.prefix, i.oper_time, i.status, i.creator, i.organ_id) is distinct from (new.prefix, new.oper_time, new.status, new.creator, new.organ_id) or (new.delete_flag and not i.delete_flag));
  return null;
end
$fn$;
