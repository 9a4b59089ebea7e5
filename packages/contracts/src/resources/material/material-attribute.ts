import { text } from '../../fields.js';
import { defineResourceContract } from '../../resource.js';

/** 多属性: an attribute name (多颜色) and its allowed values joined by `|` (红色|橙色). */
export const materialAttributeContract = defineResourceContract({
  name: 'materialAttribute',
  label: '多属性',
  page: '/material/material_attribute',
  fields: {
    attributeName: text({ label: '属性名', required: true, max: 10, search: 'like', sortable: true }),
    attributeValue: text({ label: '属性值', max: 500, search: 'like' }),
  },
  nameField: 'attributeName',
  operations: ['list', 'info', 'add', 'update', 'delete', 'deleteBatch', 'checkIsNameExist'],
});
