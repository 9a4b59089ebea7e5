import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../database.js';
import { migrate } from '../migrate.js';
import { readColumns, renderDbTypes } from './render-db-types.js';

/** The checked-in generated types; the same path from src/ and from dist/ (both sit under server/). */
export const GENERATED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/db/generated/database.ts');

/** Migrates a fresh in-memory PGlite database and renders the types of what the migrations built. */
export async function generateDbTypes(): Promise<string> {
  const handle = await openDatabase({ timeZone: 'Asia/Shanghai' });
  try {
    await migrate(handle);
    return await renderDbTypes(await readColumns(handle.db), GENERATED_FILE);
  } finally {
    await handle.close();
  }
}
