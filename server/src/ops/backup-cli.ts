import path from 'node:path';
import { loadConfig } from '../app/config.js';
import { backup, restore } from './backup.js';

// `npm run backup [-- <folder>]` and `npm run restore -- <folder>` (docs/operations.md): the database and the uploaded
// files of DATA_DIR / DATABASE_URL and FILES_DIR, as the server itself reads them.
const [command, folder] = process.argv.slice(2);
const config = loadConfig();
try {
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    const out = path.resolve(folder ?? path.join(config.databaseUrl ? 'backups' : path.join(config.dataDir, '..', 'backups'), `suanpan-${stamp}`));
    const manifest = await backup(config, out);
    console.log(`备份完成：${out}（${manifest.database === 'postgres' ? 'PostgreSQL' : '内置数据库'}，${manifest.files} 个文件）`);
  } else if (command === 'restore' && folder) {
    const manifest = await restore(config, path.resolve(folder));
    const target = config.databaseUrl ? 'DATABASE_URL 指定的数据库' : config.dataDir;
    console.log(`恢复完成：${manifest.createdAt} 的备份已恢复到 ${target}，文件到 ${config.filesDir}（${manifest.files} 个）`);
  } else {
    console.error('用法：npm run backup [-- 备份目录]   |   npm run restore -- 备份目录');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`失败：${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
// The embedded database is closed by now, but its runtime may keep timers alive: the command is done, so it ends.
process.exit();
