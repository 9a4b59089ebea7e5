-- Keeps account_day: after update on depot_head_account runs suanpan_account_day_shares (functions/suanpan_account_day_shares.sql).
create or replace trigger depot_head_account_account_day_upd
  after update on depot_head_account
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_account_day_shares();
