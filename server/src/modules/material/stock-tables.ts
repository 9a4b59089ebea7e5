/**
 * serial_number and stock_batch arrive with the stock bills' migration (0004). Until a database
 * has them, look-ups that read them answer "none" instead of failing (undefined_table, 42P01).
 */
export async function unlessStockTablesMissing<T>(read: () => Promise<T>, none: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') return none;
    throw error;
  }
}
