import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * The rule for a unit ratio (screens.md 计量单位; data-model: ratio is decimal(24,3)): a plain number with at most
 * three decimals, greater than 1 — an other unit is a bigger pack of the basic unit. One rule for the web form and
 * the server; `label` names the ratio in the message (比例, 比例2, 比例3).
 */
export function unitRatioSchema(label = '比例') {
  return (
    z
      .string()
      // abort: the second check needs a number.
      .regex(/^\d+(\.\d{1,3})?$/, { error: `抱歉，${label}只能为数字，最多三位小数！`, abort: true })
      .refine((ratio) => new Decimal(ratio).greaterThan(1), `${label}必须大于1`)
  );
}

/** The message for a ratio that breaks the rule, or undefined when it is fine. */
export function unitRatioProblem(ratio: string, label = '比例'): string | undefined {
  const result = unitRatioSchema(label).safeParse(ratio.trim());
  return result.success ? undefined : result.error.issues[0]?.message;
}
