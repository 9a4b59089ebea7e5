-- Keeps partner_statement: after insert on account_item runs suanpan_partner_statement_items (functions/suanpan_partner_statement_items.sql).
create or replace trigger account_item_partner_statement_ins
  after insert on account_item
  referencing new table as new_rows
  for each statement
  execute function suanpan_partner_statement_items();
