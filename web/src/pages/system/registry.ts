import { lazyPage, type PageRegistry } from '../../app/router/lazyPage';

/** Screens of the system menus: menu `component` string → lazy page module. */
export const systemPages: PageRegistry = {
  '/system/RoleList': lazyPage(() => import('./RoleList'), 'RoleList'),
  '/system/UserList': lazyPage(() => import('./UserList'), 'UserList'),
  '/system/VendorList': lazyPage(() => import('./VendorList'), 'VendorList'),
  '/system/CustomerList': lazyPage(() => import('./CustomerList'), 'CustomerList'),
  '/system/MemberList': lazyPage(() => import('./MemberList'), 'MemberList'),
  '/system/DepotList': lazyPage(() => import('./DepotList'), 'DepotList'),
  '/system/InOutItemList': lazyPage(() => import('./InOutItemList'), 'InOutItemList'),
  '/system/AccountList': lazyPage(() => import('./AccountList'), 'AccountList'),
  '/system/PersonList': lazyPage(() => import('./PersonList'), 'PersonList'),
  '/system/UnitList': lazyPage(() => import('./UnitList'), 'UnitList'),
  '/system/OrganizationList': lazyPage(() => import('./OrganizationList'), 'OrganizationList'),
  '/system/LogList': lazyPage(() => import('./LogList'), 'LogList'),
  '/system/SystemConfigList': lazyPage(() => import('./SystemConfigList'), 'SystemConfigList'),
  '/system/FunctionList': lazyPage(() => import('./FunctionList'), 'FunctionList'),
  '/system/TenantList': lazyPage(() => import('./TenantList'), 'TenantList'),
  '/system/PluginList': lazyPage(() => import('./PluginList'), 'PluginList'),
  '/system/DictList': lazyPage(() => import('./DictList'), 'DictList'),
  '/system/PlatformConfigList': lazyPage(() => import('./PlatformConfigList'), 'PlatformConfigList'),
  '/system/MsgList': lazyPage(() => import('./MsgList'), 'MsgList'),
  '/system/SystemMsgList': lazyPage(() => import('./SystemMsgList'), 'SystemMsgList'),
};
