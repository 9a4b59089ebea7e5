/** Row types of the stock bill tables (bill headers, lines, numbering, serials, batches, cost). */
export type StockTables = Record<never, never>;
