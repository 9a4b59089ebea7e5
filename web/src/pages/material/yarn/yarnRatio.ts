import { Decimal } from 'decimal.js';

export interface YarnLine {
  key: string;
  yarnMaterialId?: number | undefined;
  yarnName?: string | undefined;
  yarnColor?: string | undefined;
  ratio?: string | undefined;
  remark?: string | undefined;
}

const RATIO = /^\d{1,3}(\.\d{1,4})?$/;

/** Σ of the typed shares, exact (blank and malformed shares count as 0). */
export function ratioSum(lines: readonly YarnLine[]): string {
  return lines.reduce((sum, l) => (l.ratio && RATIO.test(l.ratio) ? sum.plus(l.ratio) : sum), new Decimal(0)).toString();
}

/** The form's check before saving: every line has a yarn and a share, and the shares add up to exactly 100. */
export function yarnProblem(lines: readonly YarnLine[], messages: { chooseMaterial: string; mustBe100: string }): string | undefined {
  if (lines.length === 0 || lines.some((l) => !l.yarnMaterialId)) return messages.chooseMaterial;
  if (lines.some((l) => !l.ratio || !RATIO.test(l.ratio)) || !new Decimal(ratioSum(lines)).eq(100)) return messages.mustBe100;
  return undefined;
}
