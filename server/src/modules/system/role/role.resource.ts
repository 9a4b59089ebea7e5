import { PRICE_LIMITS, roleContract } from '@suanpan/contracts';
import { defineResource, type Row } from '../../../platform/resource/define-resource.js';

function priceLimitLabels(codes: unknown): string {
  return String(codes ?? '')
    .split(',')
    .map((c) => PRICE_LIMITS[c.trim() as keyof typeof PRICE_LIMITS])
    .filter(Boolean)
    .join(',');
}

export const roleResource = defineResource({
  contract: roleContract,
  table: 'role',
  scope: 'tenant',
  softDelete: true,
  uniqueName: true,
  // A role held by a user cannot go; its function grants go with it (foreign key cascade).
  deleteGuards: [{ table: 'app_user', column: 'role_id', softDelete: true }],
  hooks: {
    decorateRows: async (_ctx, _session, rows: Row[]) => rows.map((r) => ({ ...r, priceLimitStr: priceLimitLabels(r.priceLimit) })),
  },
});
