// A throw-away jshERP source database on the MariaDB every machine and CI run (127.0.0.1:3306, root, no
// password). Each call makes its own uniquely named database, so parallel test files and worktrees never meet.
import { randomBytes } from 'node:crypto';
import mysql, { type Pool, type RowDataPacket } from 'mysql2/promise';
import { isAlive } from '../../../src/db/directory-lock.js';

const SERVER = { host: '127.0.0.1', port: 3306, user: 'root', password: '' };
const PREFIX = 'jsh_t_';

export interface JshDatabase {
  /** `mysql://root@127.0.0.1:3306/<name>`, what `npm run import:jsherp -- --from` takes. */
  url: string;
  name: string;
  pool: Pool;
  /** Drops the database and closes the pool; safe to call twice. */
  drop(): Promise<void>;
}

async function serverConnection() {
  try {
    return await mysql.createConnection({ ...SERVER, connectTimeout: 5_000 });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `jshERP test source: MariaDB at ${SERVER.host}:${SERVER.port} (root, no password) is unreachable (${reason}). ` +
        `Start it with: start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd`,
      { cause: error },
    );
  }
}

/** Databases of this fixture left by test processes that no longer run (killed before their drop). */
async function dropOrphans(connection: mysql.Connection): Promise<void> {
  const [rows] = await connection.query<RowDataPacket[]>('SHOW DATABASES LIKE ?', [`${PREFIX}%`]);
  for (const row of rows) {
    const name = String(Object.values(row)[0]);
    const pid = Number(name.slice(PREFIX.length).split('_')[0]);
    if (pid && pid !== process.pid && !isAlive(pid)) await connection.query('DROP DATABASE IF EXISTS ??', [name]);
  }
}

export async function createJshDatabase(): Promise<JshDatabase> {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  const connection = await serverConnection();
  try {
    await dropOrphans(connection);
    await connection.query('CREATE DATABASE ?? DEFAULT CHARACTER SET utf8', [name]);
  } finally {
    await connection.end();
  }
  // Dates and decimals come back as the strings MariaDB holds, as an importer reading them should see them.
  const pool = mysql.createPool({
    ...SERVER,
    database: name,
    connectionLimit: 4,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
  let dropped = false;
  return {
    url: `mysql://${SERVER.user}@${SERVER.host}:${SERVER.port}/${name}`,
    name,
    pool,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end();
      const admin = await serverConnection();
      try {
        await admin.query('DROP DATABASE IF EXISTS ??', [name]);
      } finally {
        await admin.end();
      }
    },
  };
}

export type Row = Record<string, string | number | boolean | null>;

/** Inserts rows in chunks; columns are the union of the rows' keys (absent → NULL). */
export async function insertRows(pool: Pool, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  for (let i = 0; i < rows.length; i += 500) {
    const values = rows.slice(i, i + 500).map((row) => columns.map((c) => row[c] ?? null));
    await pool.query('INSERT INTO ?? (??) VALUES ?', [table, columns, values]);
  }
}
