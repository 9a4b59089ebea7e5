import type { AnyField } from '@suanpan/contracts';
import type { Rule } from 'antd/es/form';
import { format, messages } from '../../app/i18n';

const t = messages.resource;

/** A value the form treats as "not filled in": such values are not validated and not sent. */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const choosesFromList = (field: AnyField): boolean => field.kind === 'enum' || field.kind === 'id' || field.kind === 'flag' || field.kind === 'bool';

/** The required message in the reference's wording (请输入名称! / 请选择类型!). */
export function requiredMessage(field: AnyField, label: string): string {
  return format(choosesFromList(field) ? t.pleaseSelect : t.pleaseInput, { label });
}

/**
 * antd rules for a contract field: the required mark plus the contract's own zod schema, so a value the server
 * would refuse is refused here with the server's message (and a number typed as text is checked the same way).
 */
export function fieldRules(field: AnyField, label: string, required = field.required): Rule[] {
  const rules: Rule[] = [];
  if (required) {
    // A rule without a type is a string rule, and its message then also stands for "not a string": a filled-in
    // number or switch would read 请输入…!. The rule takes the type the field's input gives (the zod rule checks values).
    const type = field.kind === 'int' || field.kind === 'id' ? 'number' : field.kind === 'bool' ? 'boolean' : 'string';
    rules.push({ required: true, type, whitespace: field.kind === 'text', message: requiredMessage(field, label) });
  }
  rules.push({
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const input = field.kind === 'int' && typeof value === 'string' ? Number(value) : value;
      const parsed = field.input.safeParse(input);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? label);
    },
  });
  return rules;
}

/** A rule from any zod schema of the contracts (login names, passwords): the server's own message on refusal. */
export function schemaRule(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: Array<{ message: string }> } } }): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (isBlank(value)) return;
      const parsed = schema.safeParse(value);
      if (!parsed.success) throw new Error(parsed.error?.issues[0]?.message ?? '');
    },
  };
}
