import { unitContract, unitName, unitRatioProblem, type UnitParts } from '@suanpan/contracts';
import { badRequest, conflict } from '../../app/errors.js';
import { defineResource, type HookContext, type Row } from '../../platform/resource/define-resource.js';

/** Rows that use a unit and make it undeletable: multi-unit products. */

const COLUMNS = {
  basicUnit: 'basic_unit',
  otherUnit: 'other_unit',
  ratio: 'ratio',
  otherUnitTwo: 'other_unit_two',
  ratioTwo: 'ratio_two',
  otherUnitThree: 'other_unit_three',
  ratioThree: 'ratio_three',
} as const;

/** The unit as it will be stored: written columns over the existing row. */
function merged(values: Row, existing: Row | undefined): UnitParts {
  const pick = (key: keyof typeof COLUMNS): string | null => {
    const column = COLUMNS[key];
    const v = column in values ? values[column] : existing?.[key];
    return v === null || v === undefined || v === '' ? null : String(v);
  };
  // Clearing an other unit clears its ratio too (the reference's update does the same).
  const cleared = (unit: string, ratio: string) => values[unit] === null && !(ratio in values);
  return {
    basicUnit: pick('basicUnit') ?? '',
    otherUnit: pick('otherUnit') ?? '',
    ratio: pick('ratio') ?? '',
    otherUnitTwo: pick('otherUnitTwo'),
    ratioTwo: cleared('other_unit_two', 'ratio_two') ? null : pick('ratioTwo'),
    otherUnitThree: pick('otherUnitThree'),
    ratioThree: cleared('other_unit_three', 'ratio_three') ? null : pick('ratioThree'),
  };
}

function checkPair(unit: string | null | undefined, ratio: string | null | undefined, n: '' | '2' | '3', basic: string): void {
  const field = n === '' ? 'otherUnit' : n === '2' ? 'otherUnitTwo' : 'otherUnitThree';
  if (!unit && ratio) throw badRequest(`抱歉，副单位${n}不能为空！`, field);
  if (unit && !ratio) throw badRequest(`抱歉，比例${n}不能为空！`, n === '' ? 'ratio' : `ratio${n === '2' ? 'Two' : 'Three'}`);
  const problem = unit && ratio ? unitRatioProblem(ratio, `比例${n}`) : undefined;
  if (problem) throw badRequest(problem, n === '' ? 'ratio' : `ratio${n === '2' ? 'Two' : 'Three'}`);
  if (unit && unit === basic) throw badRequest(`抱歉，基本单位与副单位${n}不能相同！`, field);
}

/** Checks the unit set and writes every unit column with the server-built name. */
async function prepare({ trx, session }: HookContext, values: Row, existing: Row | undefined): Promise<void> {
  const u = merged(values, existing);
  checkPair(u.otherUnit, u.ratio, '', u.basicUnit);
  checkPair(u.otherUnitTwo, u.ratioTwo, '2', u.basicUnit);
  checkPair(u.otherUnitThree, u.ratioThree, '3', u.basicUnit);
  if (u.otherUnitThree && !u.otherUnitTwo) throw badRequest('抱歉，需要先输入副单位2再输入副单位3！', 'otherUnitThree');
  const others = [u.otherUnit, u.otherUnitTwo, u.otherUnitThree].filter((x): x is string => Boolean(x));
  if (new Set(others).size !== others.length) throw badRequest('抱歉，副单位之间不能相同！', 'otherUnitTwo');
  const name = unitName(u);
  const dup = await trx
    .selectFrom('unit')
    .select('id')
    .where('tenant_id', '=', session.tenantId)
    .where('name', '=', name)
    .where('delete_flag', '=', false)
    .where('id', '<>', String(existing?.id ?? 0))
    .executeTakeFirst();
  if (dup) throw conflict({ code: 409, message: `单位${name}已经存在` }, undefined, 'name');
  Object.assign(values, {
    name,
    basic_unit: u.basicUnit,
    other_unit: u.otherUnit,
    ratio: u.ratio,
    other_unit_two: u.otherUnitTwo ?? null,
    ratio_two: u.otherUnitTwo ? u.ratioTwo : null,
    other_unit_three: u.otherUnitThree ?? null,
    ratio_three: u.otherUnitThree ? u.ratioThree : null,
  });
}

export const unitResource = defineResource({
  contract: unitContract,
  table: 'unit',
  scope: 'tenant',
  softDelete: true,
  hooks: {
    beforeWrite: prepare,
  },
});
