import type { Db } from '../db/database.js';
import { countAttempt } from './attempt-counter.js';
import { AppError } from './errors.js';

/**
 * Refuses (429) once `key` has done `kind` more than `max` times in its window of `minutes`. Counted by the
 * atomic counter sign-in uses (attempt-counter.ts), in the database: parallel requests on any number of app
 * servers each get their own count, so a burst cannot slip past the limit between a read and a write.
 */
export async function limitRate(db: Db, kind: string, key: string, max: number, minutes: number, message: string): Promise<void> {
  const [attempts = 0] = await countAttempt(db, [{ scope: `rate:${kind}`, key }], minutes);
  if (attempts > max) throw new AppError(429, 429, message);
}
