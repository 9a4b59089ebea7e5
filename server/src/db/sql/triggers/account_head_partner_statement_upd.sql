-- Keeps partner_statement: after update on account_head runs suanpan_partner_statement_heads (functions/suanpan_partner_statement_heads.sql).
create or replace trigger account_head_partner_statement_upd
  after update on account_head
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_partner_statement_heads();
