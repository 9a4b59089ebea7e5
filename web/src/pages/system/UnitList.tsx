import { unitContract } from '@suanpan/contracts';
import type { Row } from '../../platform/list/listTypes';
import { ResourcePage } from '../../platform/resource/ResourcePage';
import type { ColumnSpec, FormFieldSpec, ResourceScreen } from '../../platform/resource/resourceTypes';
import { otherUnitRules, ratioRules, unitDependencies, type OtherUnitKey } from './unitRules';

/** "箱=12个" as the list shows each other unit. */
const otherUnitColumn = (key: string, unit: OtherUnitKey, ratio: string): ColumnSpec => ({
  key,
  title: unitContract.fields[unit].label,
  render: (_v: unknown, row: Row) => (row[unit] ? `${String(row[unit])}=${String(row[ratio])}${String(row.basicUnit)}` : ''),
});

const pair = (unit: OtherUnitKey, ratio: string): FormFieldSpec[] => [
  { key: unit, rules: otherUnitRules(unit), span: 12, dependencies: unitDependencies.filter((k) => k !== unit) },
  { key: ratio, rules: ratioRules(unit), span: 12, dependencies: [unit] },
];

const screen: ResourceScreen = {
  contract: unitContract,
  columns: [
    'name',
    'basicUnit',
    otherUnitColumn('u1', 'otherUnit', 'ratio'),
    otherUnitColumn('u2', 'otherUnitTwo', 'ratioTwo'),
    otherUnitColumn('u3', 'otherUnitThree', 'ratioThree'),
    'enabled',
  ],
  search: ['name'],
  form: [{ key: 'basicUnit', span: 24 }, ...pair('otherUnit', 'ratio'), ...pair('otherUnitTwo', 'ratioTwo'), ...pair('otherUnitThree', 'ratioThree')],
  modalWidth: 700,
};

/** 计量单位: a basic unit and up to three other units with ratios; the name (个/(箱=12个)) is built by the server. */
export function UnitList() {
  return <ResourcePage screen={screen} />;
}
