import { Decimal } from 'decimal.js';
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

/** A unit group's units as both sides hold them (ratios are decimal strings: how many basic units one holds). */
export interface UnitParts {
  basicUnit: string;
  otherUnit: string;
  ratio: string;
  otherUnitTwo?: string | null;
  ratioTwo?: string | null;
  otherUnitThree?: string | null;
  ratioThree?: string | null;
}

/** Ratio as written in a unit name: `12`, `2.5` — no padding zeros, never exponent notation. */
const ratioText = (ratio: string): string => new Decimal(ratio).toFixed();

/** `个/(箱=12个)/(托=240个)`: the basic unit, then each other unit with how many basic units it holds. */
export function unitName(u: UnitParts): string {
  const parts = [u.basicUnit, `(${u.otherUnit}=${ratioText(u.ratio)}${u.basicUnit})`];
  if (u.otherUnitTwo && u.ratioTwo) parts.push(`(${u.otherUnitTwo}=${ratioText(u.ratioTwo)}${u.basicUnit})`);
  if (u.otherUnitThree && u.ratioThree) parts.push(`(${u.otherUnitThree}=${ratioText(u.ratioThree)}${u.basicUnit})`);
  return parts.join('/');
}

/** Units of a group with how many basic units each holds, basic unit first (the order of barcode rows). */
export function unitsOfGroup(u: UnitParts): Array<{ unit: string; ratio: string }> {
  const list = [
    { unit: u.basicUnit, ratio: '1' },
    { unit: u.otherUnit, ratio: String(u.ratio) },
  ];
  if (u.otherUnitTwo && u.ratioTwo) list.push({ unit: u.otherUnitTwo, ratio: String(u.ratioTwo) });
  if (u.otherUnitThree && u.ratioThree) list.push({ unit: u.otherUnitThree, ratio: String(u.ratioThree) });
  return list;
}
