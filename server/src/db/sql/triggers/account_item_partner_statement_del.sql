-- Keeps partner_statement: after delete on account_item runs suanpan_partner_statement_items (functions/suanpan_partner_statement_items.sql).
create or replace trigger account_item_partner_statement_del
  after delete on account_item
  referencing old table as old_rows
  for each statement
  execute function suanpan_partner_statement_items();
