import { personContract } from '@suanpan/contracts';
import { defineResource } from '../../platform/resource/define-resource.js';

// Bills and finance documents will name persons; their guards are added with those tables.
export const personResource = defineResource({
  contract: personContract,
  table: 'person',
  scope: 'tenant',
  softDelete: true,
  uniqueName: true,
});
