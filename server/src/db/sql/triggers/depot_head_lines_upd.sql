-- Keeps a bill line's copy of its bill's columns: after update of prefix, oper_time, status, creator, organ_id, delete_flag on depot_head runs suanpan_bill_head_lines (functions/suanpan_bill_head_lines.sql).
create or replace trigger depot_head_lines_upd
  after update of prefix, oper_time, status, creator, organ_id, delete_flag on depot_head
  for each row
  when ((old.prefix, old.oper_time, old.status, old.creator, old.organ_id) is distinct from (new.prefix, new.oper_time, new.status, new.creator, new.organ_id)
    or (new.delete_flag and not old.delete_flag))
  execute function suanpan_bill_head_lines();
