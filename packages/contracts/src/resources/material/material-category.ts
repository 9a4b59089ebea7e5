import { datetime, id, text } from '../../fields.js';
import { defineResourceContract } from '../../resource.js';

/**
 * 商品类别: a tree. Names are unique among siblings, codes (serialNo) within the tenant; a
 * category with children (7500006) or products (601) cannot be deleted.
 */
export const materialCategoryContract = defineResourceContract({
  name: 'materialCategory',
  label: '商品类别',
  page: '/material/material_category',
  fields: {
    name: text({ label: '名称', required: true, max: 50, search: 'like', sortable: true }),
    serialNo: text({ label: '编号', required: true, max: 100, search: 'like' }),
    parentId: id({ label: '上级目录', search: 'eq' }),
    parentName: text({ label: '上级目录名称', max: 50, computed: true }),
    sort: text({ label: '排序', max: 10, sortable: true }),
    remark: text({ label: '备注', max: 1024 }),
    createTime: datetime({ label: '创建时间', column: 'created_at', writable: false }),
    updateTime: datetime({ label: '更新时间', column: 'updated_at', writable: false }),
  },
  nameField: 'name',
  defaultSort: { field: 'sort', order: 'asc' },
  // Name checks compare siblings (parentId); the module answers checkIsNameExist itself.
  operations: ['list', 'info', 'add', 'update', 'delete', 'deleteBatch'],
});

export const MATERIAL_CATEGORY_ERR = {
  hasChildren: { code: 7500006, message: '该类别存在下级不允许删除' },
} as const;

/** A node of `/materialCategory/getMaterialCategoryTree` (the reference's tree shape plus parent, serial number and sort). */
export interface CategoryNode {
  id: number;
  key: number;
  value: string;
  title: string;
  parentId: number | null;
  serialNo: string | null;
  sort: string | null;
  /** Always false: the reference's tree checkbox state. */
  checked?: false;
  children: CategoryNode[];
}
