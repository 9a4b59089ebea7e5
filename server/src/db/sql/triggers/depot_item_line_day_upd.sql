-- Keeps bill_line_day: after update on depot_item runs suanpan_bill_line_day_lines (functions/suanpan_bill_line_day_lines.sql).
create or replace trigger depot_item_line_day_upd
  after update on depot_item
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_bill_line_day_lines();
