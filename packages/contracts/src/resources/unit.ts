import { bool, decimal, text } from '../fields.js';
import { defineResourceContract } from '../resource.js';

/**
 * 计量单位: a basic unit and up to three other units, each worth `ratio` basic units.
 * The name (`个/(箱=12个)`) is always built by the server from the units and ratios.
 */
export const unitContract = defineResourceContract({
  name: 'unit',
  label: '计量单位',
  page: '/system/unit',
  fields: {
    name: text({ label: '单位名称', max: 200, writable: false, search: 'like', sortable: true }),
    basicUnit: text({ label: '基本单位', required: true, max: 20, sortable: true }),
    otherUnit: text({ label: '副单位', required: true, max: 20 }),
    ratio: decimal({ label: '比例', required: true, nonNegative: true }),
    otherUnitTwo: text({ label: '副单位2', max: 20 }),
    ratioTwo: decimal({ label: '比例2', nonNegative: true }),
    otherUnitThree: text({ label: '副单位3', max: 20 }),
    ratioThree: decimal({ label: '比例3', nonNegative: true }),
    enabled: bool({ label: '状态', defaultValue: true, search: 'eq' }),
  },
  nameField: 'name',
  statusField: 'enabled',
});
