-- The lines whose copied bill columns differ from their bill (the repair's reference, POST /depotItem/repairBillLines).
create or replace function suanpan_bill_line_head_drift(tenant bigint)
returns table(id bigint) language sql stable
as $fn$
  select i.id from depot_item i join depot_head h on h.tenant_id = i.tenant_id and h.id = i.header_id
  where i.tenant_id = tenant and ((i.prefix, i.oper_time, i.status, i.creator, i.organ_id) is distinct from (h.prefix, h.oper_time, h.status, h.creator, h.organ_id) or (h.delete_flag and not i.delete_flag))
$fn$;
