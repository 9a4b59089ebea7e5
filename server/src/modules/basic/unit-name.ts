import { Decimal } from 'decimal.js';

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
function ratioText(ratio: string): string {
  return new Decimal(ratio).toFixed();
}

/** `个/(箱=12个)/(托=240个)`: the basic unit, then each other unit with how many basic units it holds. */
export function unitName(u: UnitParts): string {
  const parts = [u.basicUnit, `(${u.otherUnit}=${ratioText(u.ratio)}${u.basicUnit})`];
  if (u.otherUnitTwo && u.ratioTwo) parts.push(`(${u.otherUnitTwo}=${ratioText(u.ratioTwo)}${u.basicUnit})`);
  if (u.otherUnitThree && u.ratioThree) parts.push(`(${u.otherUnitThree}=${ratioText(u.ratioThree)}${u.basicUnit})`);
  return parts.join('/');
}
