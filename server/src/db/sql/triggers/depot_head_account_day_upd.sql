-- Keeps account_day: after update on depot_head runs suanpan_account_day_bills (functions/suanpan_account_day_bills.sql).
create or replace trigger depot_head_account_day_upd
  after update on depot_head
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_account_day_bills();
