/** Rows per read of a streamed export: memory holds one batch, however long the list. */
export const EXPORT_BATCH = 1000;

/**
 * Reads a list in id-descending batches, each starting below the last id read (keyset paging): every
 * batch is an index range, so the thousandth batch costs what the first does, unlike an offset.
 */
export async function* keysetBatches<R extends Record<string, unknown>>(
  read: (beforeId: string | undefined, limit: number) => Promise<R[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<R[]> {
  for (let before: string | undefined; ;) {
    const batch = await read(before, size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    before = String(batch[batch.length - 1]?.['id']);
  }
}
