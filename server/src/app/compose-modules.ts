import type { PostingSubscriber } from '../platform/document/posting-event.js';
import { resourceRoutes } from '../platform/resource/resource-routes.js';
import type { ResourceDefinition } from '../platform/resource/define-resource.js';
import type { BalanceSources } from './balance-sources.js';
import type { ModuleDescriptor } from './module-descriptor.js';
import type { RouteSpec } from './route.js';

export interface ComposedModules {
  /** Every route: each module's own, then its resources' standard endpoints, in module order. */
  routes: RouteSpec[];
  /** The resources with the delete guards other modules declared on them. */
  resources: ResourceDefinition[];
  balances: BalanceSources;
  /** Every module's posting subscribers, in module order: what a document action publishes its postings to. */
  postings: readonly PostingSubscriber[];
}

/** Puts the modules together: each one's contributions go to the resources and balance queries that need them. */
export function composeModules(modules: readonly ModuleDescriptor[]): ComposedModules {
  const tables = new Set(modules.flatMap((m) => (m.resources ?? []).map((r) => r.table)));
  for (const m of modules) {
    for (const table of Object.keys(m.references ?? {})) {
      if (!tables.has(table as ResourceDefinition['table'])) throw new Error(`module ${m.name} guards deletes of ${table}, which no module's resource holds`);
    }
  }
  const guardsOn = (def: ResourceDefinition) => modules.flatMap((m) => m.references?.[def.table] ?? []);
  const withGuards = (def: ResourceDefinition): ResourceDefinition => {
    const extra = guardsOn(def);
    return extra.length ? { ...def, deleteGuards: [...(def.deleteGuards ?? []), ...extra] } : def;
  };
  const composed = modules.map((m) => ({ routes: m.routes, resources: (m.resources ?? []).map(withGuards) }));
  return {
    routes: composed.flatMap((m) => [...m.routes, ...m.resources.flatMap(resourceRoutes)]),
    resources: composed.flatMap((m) => m.resources),
    balances: {
      account: modules.flatMap((m) => m.balanceSources?.account ?? []),
      partner: modules.flatMap((m) => m.balanceSources?.partner ?? []),
      openingSettlement: modules.flatMap((m) => m.balanceSources?.openingSettlement ?? []),
    },
    postings: modules.flatMap((m) => m.postingSubscribers ?? []),
  };
}
