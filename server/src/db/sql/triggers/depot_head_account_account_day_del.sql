-- Keeps account_day: after delete on depot_head_account runs suanpan_account_day_shares (functions/suanpan_account_day_shares.sql).
create or replace trigger depot_head_account_account_day_del
  after delete on depot_head_account
  referencing old table as old_rows
  for each statement
  execute function suanpan_account_day_shares();
