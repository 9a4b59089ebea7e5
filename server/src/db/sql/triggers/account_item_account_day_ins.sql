-- Keeps account_day: after insert on account_item runs suanpan_account_day_items (functions/suanpan_account_day_items.sql).
create or replace trigger account_item_account_day_ins
  after insert on account_item
  referencing new table as new_rows
  for each statement
  execute function suanpan_account_day_items();
