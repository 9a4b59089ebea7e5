import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * The embedded database made as durable as PostgreSQL on a power cut (docs/operations.md, "Crash safety").
 *
 * As shipped, PGlite starts PostgreSQL with `-F` (fsync off), and its Node filesystem has no fsync at all: `fsync()`
 * and `fdatasync()` inside the WebAssembly are no-ops. A commit still reaches the kernel (every write is a real
 * `write()`), so a killed process loses nothing — but a power cut or a kernel crash can lose the last commits and, with
 * data pages written back before their WAL, leave the cluster damaged. Here PostgreSQL runs with `fsync=on` and
 * `wal_sync_method=fsync` (`fdatasync` stays a no-op in the WebAssembly), and the filesystem's `fsync` is the host's:
 * every commit waits for its WAL on disk, checkpoints for their data files, as on a PostgreSQL server.
 */
class SyncedNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]): ReturnType<NodeFS['init']> {
    const result = await super.init(pg, opts);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (mod) => {
        // NODEFS gives every node this one table of stream operations; a directory opened for fsync has a host
        // descriptor too (PostgreSQL syncs directories after creating files in them).
        const ops = mod.NODEFS.stream_ops as { fsync?: (stream: { nfd?: number }) => number };
        ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

export const DURABLE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/** The options that keep a PGlite cluster in `pgdata` on disk with fsync at every commit. */
export const durableOptions = (pgdata: string) => ({ fs: new SyncedNodeFS(pgdata), startParams: DURABLE_START_PARAMS });
