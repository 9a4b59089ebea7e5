-- A bill line's copy of its bill's kind, time, status, creator and partner: set before the line is inserted or moved to
-- another bill; a line under a deleted bill is deleted too.
create or replace function suanpan_bill_line_head()
returns trigger language plpgsql
as $fn$
begin
  select h.prefix, h.oper_time, h.status, h.creator, h.organ_id, new.delete_flag or h.delete_flag
  into new.prefix, new.oper_time, new.status, new.creator, new.organ_id, new.delete_flag
  from depot_head h where h.tenant_id = new.tenant_id and h.id = new.header_id;
  return new;
end
$fn$;
