import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generateDbTypes } from './db-types.js';

describe('generated database types', () => {
  it('match what the migrations build (a new migration needs `npm run db:types`)', async () => {
    const fresh = await generateDbTypes();
    expect(fs.readFileSync(GENERATED_FILE, 'utf8'), 'server/src/db/generated/database.ts is stale: run `npm run db:types`').toBe(fresh);
  }, 60_000);
});
