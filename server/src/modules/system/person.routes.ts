import { systemRequests, type PERSON_TYPES } from '@suanpan/contracts';
import { sessionOf } from '../../app/request-context.js';
import { LOGIN, route } from '../../app/route.js';
import { personsOfType } from './person.query.js';

// Numeric aliases used by /person/getPersonByNumType (api.md §1.7).
const NUM_TYPES: Record<string, (typeof PERSON_TYPES)[number]> = { '1': '销售员', '2': '仓管员', '3': '财务员' };

/** Person pickers for bill and finance screens: any signed-in user of the tenant may read them. */
export const personRoutes = [
  route({
    method: 'GET',
    url: '/person/getPersonByType',
    access: LOGIN,
    ...systemRequests['GET /person/getPersonByType'],
    summary: '按类型查询经手人',
    handler: async (ctx, { query }) => personsOfType(ctx.db, sessionOf(ctx).tenantId, query.type),
  }),
  route({
    method: 'GET',
    url: '/person/getPersonByNumType',
    access: LOGIN,
    ...systemRequests['GET /person/getPersonByNumType'],
    summary: '按数字类型查询经手人',
    // The reference's option shape: the id as text under `value`, the name under `text`.
    handler: async (ctx, { query }) =>
      (await personsOfType(ctx.db, sessionOf(ctx).tenantId, NUM_TYPES[query.type] ?? '销售员')).map((p) => ({ value: String(p.id), text: p.name })),
  }),
];
