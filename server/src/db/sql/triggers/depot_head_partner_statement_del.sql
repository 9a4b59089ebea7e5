-- Keeps partner_statement: after delete on depot_head runs suanpan_partner_statement_bills (functions/suanpan_partner_statement_bills.sql).
create or replace trigger depot_head_partner_statement_del
  after delete on depot_head
  referencing old table as old_rows
  for each statement
  execute function suanpan_partner_statement_bills();
