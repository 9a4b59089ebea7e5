-- Keeps stock_month and stock_total: after insert on stock_movement runs suanpan_stock_month_add (functions/suanpan_stock_month_add.sql).
create or replace trigger stock_movement_month
  after insert on stock_movement
  referencing new table as new_rows
  for each statement
  execute function suanpan_stock_month_add();
