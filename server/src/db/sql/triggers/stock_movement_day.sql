-- Keeps stock_day: after insert on stock_movement runs suanpan_stock_day_add (functions/suanpan_stock_day_add.sql).
create or replace trigger stock_movement_day
  after insert on stock_movement
  referencing new table as new_rows
  for each statement
  execute function suanpan_stock_day_add();
