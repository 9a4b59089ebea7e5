-- Keeps account_day: after insert on account_head runs suanpan_account_day_heads (functions/suanpan_account_day_heads.sql).
create or replace trigger account_head_account_day_ins
  after insert on account_head
  referencing new table as new_rows
  for each statement
  execute function suanpan_account_day_heads();
