-- Keeps partner_statement: after insert on depot_head runs suanpan_partner_statement_bills (functions/suanpan_partner_statement_bills.sql).
create or replace trigger depot_head_partner_statement_ins
  after insert on depot_head
  referencing new table as new_rows
  for each statement
  execute function suanpan_partner_statement_bills();
