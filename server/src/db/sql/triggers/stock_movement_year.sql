-- Keeps stock_year: after insert on stock_movement runs suanpan_stock_year_add (functions/suanpan_stock_year_add.sql).
create or replace trigger stock_movement_year
  after insert on stock_movement
  referencing new table as new_rows
  for each statement
  execute function suanpan_stock_year_add();
