-- Keeps bill_day: after delete on depot_head runs suanpan_bill_day_bills (functions/suanpan_bill_day_bills.sql).
create or replace trigger depot_head_bill_day_del
  after delete on depot_head
  referencing old table as old_rows
  for each statement
  execute function suanpan_bill_day_bills();
