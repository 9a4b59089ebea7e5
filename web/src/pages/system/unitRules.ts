import { unitRatioProblem } from '@suanpan/contracts';
import type { Rule } from 'antd/es/form';
import { messages } from '../../app/i18n';
import { isBlank } from '../../platform/resource/fieldRules';

const t = messages.system.unit;
const UNITS = ['otherUnit', 'otherUnitTwo', 'otherUnitThree'] as const;
const RATIOS = { otherUnit: 'ratio', otherUnitTwo: 'ratioTwo', otherUnitThree: 'ratioThree' } as const;
const SUFFIX = { otherUnit: '', otherUnitTwo: '2', otherUnitThree: '3' } as const;

export type OtherUnitKey = (typeof UNITS)[number];

/** A ratio (the shared rule of @suanpan/contracts: ≤ 3 decimals, greater than 1); required when its unit is set. */
export function ratioRules(unit: OtherUnitKey): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_r, value: unknown) => {
        if (isBlank(value)) {
          if (!isBlank(getFieldValue(unit))) throw new Error(t.ratioRequired);
          return;
        }
        const problem = unitRatioProblem(String(value));
        if (problem) throw new Error(problem);
      },
    }),
  ];
}

/** An other unit differs from the basic unit; unit 3 needs unit 2 first; a unit is needed when its ratio is set. */
export function otherUnitRules(unit: OtherUnitKey): Rule[] {
  return [
    ({ getFieldValue }) => ({
      validator: async (_r, value: unknown) => {
        const text = isBlank(value) ? '' : String(value).trim();
        if (!text && !isBlank(getFieldValue(RATIOS[unit]))) throw new Error(t.otherUnitRequired);
        if (text && text === String(getFieldValue('basicUnit') ?? '').trim()) throw new Error(t.sameAsBasic.replace('副单位', `副单位${SUFFIX[unit]}`));
        if (unit === 'otherUnitThree' && text && isBlank(getFieldValue('otherUnitTwo'))) throw new Error(t.otherUnitFirst);
      },
    }),
  ];
}

/** Fields whose rules read other fields, revalidated together. */
export const unitDependencies = ['basicUnit', ...UNITS, ...Object.values(RATIOS)];
