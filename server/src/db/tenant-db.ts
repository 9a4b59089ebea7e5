import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type TransactionSettings,
} from 'kysely';

// Tenant isolation by construction (docs/decisions.md): the tenant-scoped handle runs every statement as the role
// `suanpan_tenant` with `app.tenant_id` set to the caller's tenant, so the row-level security of migration 0018
// hides and refuses every other tenant's rows whatever a query forgets. The system handle runs as the connecting
// role and sees every row (login, sessions, platform administration, migrations, seeds, jobs).

/** The role the tenant-scoped handle switches to (created by migration 0018). */
export const TENANT_ROLE = 'suanpan_tenant';

/** Who a connection acts for: the system, or one tenant by id. */
export type Actor = { kind: 'system' } | { kind: 'tenant'; tenantId: string };

const SYSTEM: Actor = { kind: 'system' };
const tenantScope = new AsyncLocalStorage<string>();

/** Runs `fn` with the tenant-scoped handle acting for `tenantId` in everything it awaits. */
export function withTenant<T>(tenantId: string, fn: () => Promise<T>): Promise<T> {
  return tenantScope.run(tenantId, fn);
}

const actorKey = (a: Actor) => (a.kind === 'system' ? 'system' : `tenant:${a.tenantId}`);

/** One connection at a time: PGlite has a single session, whose settings every request would otherwise share. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  async lock(): Promise<() => void> {
    let unlock!: () => void;
    const next = new Promise<void>((resolve) => (unlock = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => next);
    await previous;
    return unlock;
  }
}

/** What the system and the tenant-scoped driver share: the real driver and each connection's current settings. */
export class SharedDriver {
  readonly #inner: Driver;
  readonly #mutex: Mutex | undefined;
  readonly #settings = new WeakMap<DatabaseConnection, string>();
  readonly #unlocks = new WeakMap<DatabaseConnection, () => void>();
  #init: Promise<void> | undefined;

  /** `serialise`: hand out the (single) connection to one acquirer at a time (PGlite). */
  constructor(inner: Driver, serialise: boolean) {
    this.#inner = inner;
    this.#mutex = serialise ? new Mutex() : undefined;
  }

  get inner(): Driver {
    return this.#inner;
  }

  init(): Promise<void> {
    return (this.#init ??= this.#inner.init());
  }

  async acquire(actor: Actor): Promise<DatabaseConnection> {
    const unlock = await this.#mutex?.lock();
    try {
      const connection = await this.#inner.acquireConnection();
      if (unlock) this.#unlocks.set(connection, unlock);
      const key = actorKey(actor);
      // Settings stay on the session between acquisitions; switching costs a statement only when the actor changes.
      if (this.#settings.get(connection) !== key) {
        this.#settings.delete(connection);
        try {
          await connection.executeQuery(
            CompiledQuery.raw(`select set_config('role', $1, false), set_config('app.tenant_id', $2, false)`, [
              actor.kind === 'system' ? 'none' : TENANT_ROLE,
              actor.kind === 'system' ? '' : actor.tenantId,
            ]),
          );
        } catch (error) {
          await this.release(connection);
          throw error;
        }
        this.#settings.set(connection, key);
      }
      return connection;
    } catch (error) {
      unlock?.();
      throw error;
    }
  }

  async release(connection: DatabaseConnection): Promise<void> {
    const unlock = this.#unlocks.get(connection);
    this.#unlocks.delete(connection);
    try {
      await this.#inner.releaseConnection(connection);
    } finally {
      unlock?.();
    }
  }

  /** Forgets what a connection's settings are (after something ran on it behind the drivers' back). */
  forget(connection: DatabaseConnection): void {
    this.#settings.delete(connection);
  }
}

/** A Kysely driver acting for the system, or for the tenant of the current `withTenant` scope. */
class ActorDriver implements Driver {
  constructor(
    private readonly shared: SharedDriver,
    private readonly actor: () => Actor,
    private readonly owner: boolean,
  ) {}

  init(): Promise<void> {
    return this.shared.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    return this.shared.acquire(this.actor());
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.shared.release(connection);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.shared.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.shared.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.shared.inner.rollbackTransaction(connection);
  }
  async savepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['savepoint']>>[2]): Promise<void> {
    await this.shared.inner.savepoint?.(connection, name, compile);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['rollbackToSavepoint']>>[2]): Promise<void> {
    await this.shared.inner.rollbackToSavepoint?.(connection, name, compile);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Parameters<NonNullable<Driver['releaseSavepoint']>>[2]): Promise<void> {
    await this.shared.inner.releaseSavepoint?.(connection, name, compile);
  }
  // Only the system handle closes the real driver; the tenant-scoped one is a view of it.
  async destroy(): Promise<void> {
    if (this.owner) await this.shared.inner.destroy();
  }
}

function dialectOf(driver: Driver): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<any>) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** The system handle's dialect: every row, as the connecting role. */
export function systemDialect(shared: SharedDriver): Dialect {
  return dialectOf(new ActorDriver(shared, () => SYSTEM, true));
}

/** The tenant-scoped handle's dialect: outside a `withTenant` scope it refuses to run anything. */
export function tenantDialect(shared: SharedDriver): Dialect {
  return dialectOf(
    new ActorDriver(
      shared,
      () => {
        const tenantId = tenantScope.getStore();
        if (tenantId === undefined) throw new Error('tenant-scoped database used outside a tenant scope (withTenant)');
        return { kind: 'tenant', tenantId };
      },
      false,
    ),
  );
}
