import type { DatabaseHandle } from './database.js';
import * as m0001 from './migrations/0001-system.js';

/** Forward-only migrations, applied in order; a landed migration is never edited. */
const MIGRATIONS: ReadonlyArray<{ version: string; name: string; up: string }> = [
  { version: '0001', name: 'system', up: m0001.up },
];

/** Applies the migrations not yet recorded, each in its own transaction; returns their names. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.exclusive(async (run) => {
    await run(`create table if not exists schema_migration (
      version varchar(20) primary key,
      name varchar(100) not null,
      applied_at timestamp(3) not null default localtimestamp(3)
    )`);
    const rows = await run('select version from schema_migration');
    const applied = new Set(rows.map((r) => String(r.version)));
    const done: string[] = [];
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue;
      try {
        await run(`begin;\n${m.up}\ninsert into schema_migration (version, name) values ('${m.version}', '${m.name}');\ncommit;`);
      } catch (error) {
        await run('rollback').catch(() => undefined);
        throw error;
      }
      done.push(`${m.version}-${m.name}`);
    }
    return done;
  });
}
