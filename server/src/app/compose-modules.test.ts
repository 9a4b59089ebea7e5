import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { composeModules } from './compose-modules.js';
import type { ModuleDescriptor } from './module-descriptor.js';
import { defineResource } from '../platform/resource/define-resource.js';
import { depotContract } from '@suanpan/contracts';

const depot = defineResource({
  contract: depotContract,
  table: 'depot',
  scope: 'tenant',
  softDelete: true,
  deleteGuards: [{ table: 'material', column: 'x' }],
});
const owner: ModuleDescriptor = { name: 'owner', routes: [], resources: [depot] };
const moves = (tenantId: string) => sql`select ${tenantId}`;
const user: ModuleDescriptor = {
  name: 'user',
  routes: [],
  references: { depot: [{ table: 'depot_item', column: 'depot_id', softDelete: true }] },
  balanceSources: { partner: [moves] },
};

describe('composeModules', () => {
  it("hands a module's delete guards to the resource they name, after its own, without touching the definition", () => {
    const composed = composeModules([owner, user]);
    expect(composed.resources[0]?.deleteGuards).toEqual([
      { table: 'material', column: 'x' },
      { table: 'depot_item', column: 'depot_id', softDelete: true },
    ]);
    expect(depot.deleteGuards).toHaveLength(1);
    expect(composed.routes.some((r) => r.url === '/depot/delete')).toBe(true);
  });

  it('gathers the balance sources of every module', () => {
    expect(composeModules([owner, user]).balances).toEqual({ account: [], partner: [moves], openingSettlement: [] });
  });

  it('refuses a guard on a table no resource holds', () => {
    expect(() => composeModules([user])).toThrow(/user guards deletes of depot/);
  });
});
