-- Keeps bill_day: after insert on depot_head runs suanpan_bill_day_bills (functions/suanpan_bill_day_bills.sql).
create or replace trigger depot_head_bill_day_ins
  after insert on depot_head
  referencing new table as new_rows
  for each statement
  execute function suanpan_bill_day_bills();
