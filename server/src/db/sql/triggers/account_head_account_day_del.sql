-- Keeps account_day: after delete on account_head runs suanpan_account_day_heads (functions/suanpan_account_day_heads.sql).
create or replace trigger account_head_account_day_del
  after delete on account_head
  referencing old table as old_rows
  for each statement
  execute function suanpan_account_day_heads();
