import { platformConfigContract } from '@suanpan/contracts';
import { defineResource } from '../../platform/resource/define-resource.js';

export const platformConfigResource = defineResource({
  contract: platformConfigContract,
  table: 'platform_config',
  scope: 'global',
  platformOnly: true,
  softDelete: false,
});
