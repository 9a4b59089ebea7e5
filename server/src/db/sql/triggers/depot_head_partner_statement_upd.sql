-- Keeps partner_statement: after update on depot_head runs suanpan_partner_statement_bills (functions/suanpan_partner_statement_bills.sql).
create or replace trigger depot_head_partner_statement_upd
  after update on depot_head
  referencing old table as old_rows new table as new_rows
  for each statement
  execute function suanpan_partner_statement_bills();
