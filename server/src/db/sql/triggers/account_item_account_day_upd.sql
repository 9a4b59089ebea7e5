-- Keeps account_day: after update on account_item runs suanpan_account_day_items (functions/suanpan_account_day_items.sql).
create or replace trigger account_item_account_day_upd
  after update on account_item
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_account_day_items();
