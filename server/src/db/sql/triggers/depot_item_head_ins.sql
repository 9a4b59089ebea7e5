-- Keeps a bill line's copy of its bill's columns: before insert or update of header_id on depot_item runs suanpan_bill_line_head (functions/suanpan_bill_line_head.sql).
create or replace trigger depot_item_head_ins
  before insert or update of header_id on depot_item
  for each row
  execute function suanpan_bill_line_head();
