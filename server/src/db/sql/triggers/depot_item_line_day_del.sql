-- Keeps bill_line_day: after delete on depot_item runs suanpan_bill_line_day_lines (functions/suanpan_bill_line_day_lines.sql).
create or replace trigger depot_item_line_day_del
  after delete on depot_item
  referencing old table as old_rows
  for each statement
  execute function suanpan_bill_line_day_lines();
