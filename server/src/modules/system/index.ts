// Installs the common-password check into the contracts' chosenPasswordSchema, which the password routes parse with.
import '../../app/auth/password-policy.js';
import type { ModuleDescriptor } from '../../app/module-descriptor.js';
import { registerRoutes } from './auth/register.routes.js';
import { sessionRoutes } from './auth/session.routes.js';
import { departmentRoutes } from './department.routes.js';
import { fileRoutes } from './file.routes.js';
import { functionResource } from './function.resource.js';
import { logResource } from './log.resource.js';
import { msgResource } from './msg.resource.js';
import { msgRoutes } from './msg.routes.js';
import { organizationResource } from './organization.resource.js';
import { organizationRoutes } from './organization.routes.js';
import { personResource } from './person.resource.js';
import { personRoutes } from './person.routes.js';
import { announcementRoutes, recipientRoutes } from './platform/announcement.routes.js';
import { functionRoutes } from './function.routes.js';
import { dictDataResource, dictRoutes, dictTypeResource } from './platform/dict.resource.js';
import { pluginRoutes } from './platform/plugin.routes.js';
import { platformConfigResource } from './platform-config.resource.js';
import { platformConfigRoutes } from './platform-config.routes.js';
import { roleResource } from './role/role.resource.js';
import { roleRoutes } from './role/role.routes.js';
import { systemConfigResource } from './system-config.resource.js';
import { systemConfigRoutes } from './system-config.routes.js';
import { systemRoutes } from './system.routes.js';
import { tenantResource } from './tenant.resource.js';
import { tenantRoutes } from './tenant.routes.js';
import { userResource } from './user/user.resource.js';
import { userRoutes } from './user/user.routes.js';

/** System settings, users and roles, tenants, the platform's own pages, sign-in. */
export const systemModule: ModuleDescriptor = {
  name: 'system',
  resources: [
    personResource,
    roleResource,
    functionResource,
    systemConfigResource,
    platformConfigResource,
    dictTypeResource,
    dictDataResource,
    logResource,
    msgResource,
    organizationResource,
    tenantResource,
    userResource,
  ],
  routes: [
    ...sessionRoutes,
    ...registerRoutes,
    ...departmentRoutes,
    ...msgRoutes,
    ...organizationRoutes,
    ...personRoutes,
    ...platformConfigRoutes,
    ...systemConfigRoutes,
    ...fileRoutes,
    ...systemRoutes,
    ...userRoutes,
    ...roleRoutes,
    ...pluginRoutes,
    ...dictRoutes,
    ...announcementRoutes,
    ...recipientRoutes,
    ...functionRoutes,
    ...tenantRoutes,
  ],
};
