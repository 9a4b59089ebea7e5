import { z } from 'zod';
import { bool, oneOf, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

export const ROLE_DATA_TYPES = ['全部数据', '本部门数据', '个人数据'] as const;

/** Price-masking codes a role may carry (api.md §1.3). */
export const PRICE_LIMITS = {
  '1': '屏蔽首页采购价',
  '2': '屏蔽首页零售价',
  '3': '屏蔽首页销售价',
  '4': '屏蔽单据采购价',
  '5': '屏蔽单据零售价',
  '6': '屏蔽单据销售价',
  '7': '屏蔽库存成本价',
} as const;

export const roleContract = defineResourceContract({
  name: 'role',
  label: '角色',
  page: '/system/role',
  fields: {
    name: text({ label: '角色名称', required: true, max: 50, search: 'like', sortable: true }),
    type: oneOf({ label: '数据类型', required: true, values: ROLE_DATA_TYPES }),
    priceLimit: text({
      label: '价格屏蔽',
      max: 50,
      pattern: /^([1-7](,[1-7])*)?$/,
      patternMessage: '价格屏蔽只能是1到7的逗号分隔编号',
    }),
    description: text({ label: '描述', max: 100, search: 'like' }),
    enabled: bool({ label: '状态', defaultValue: true }),
    sort: text({ label: '排序', max: 10, sortable: true }),
  },
  nameField: 'name',
  statusField: 'enabled',
  defaultSort: { field: 'sort', order: 'asc' },
});

export const priceLimitSchema = z.string();
