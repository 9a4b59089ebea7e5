import { systemConfigContract } from '@suanpan/contracts';
import { defineResource } from '../../platform/resource/define-resource.js';

// One row per tenant: a second add is refused by the unique index (409).
export const systemConfigResource = defineResource({
  contract: systemConfigContract,
  table: 'system_config',
  scope: 'tenant',
  softDelete: true,
});
