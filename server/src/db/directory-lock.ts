import fs from 'node:fs';
import path from 'node:path';

export interface DirectoryLock {
  release(): void;
}

export class DirectoryLockedError extends Error {}

/** Whether a process id names a running process (EPERM: it exists but belongs to someone else). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database has no lock of its own, so one process takes `server.lock` in its folder.
 * A lock left by a process that no longer runs is taken over.
 */
export function acquireDirectoryLock(dir: string): DirectoryLock {
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new DirectoryLockedError(`数据目录 ${dir} 已被进程 ${owner} 使用：同一个数据目录只能由一个服务进程打开。`);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DirectoryLockedError(`无法锁定数据目录 ${dir}`);
}
