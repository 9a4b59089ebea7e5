-- Keeps account_day: after delete on account_item runs suanpan_account_day_items (functions/suanpan_account_day_items.sql).
create or replace trigger account_item_account_day_del
  after delete on account_item
  referencing old table as old_rows
  for each statement
  execute function suanpan_account_day_items();
